// Where builds land and where the local "CDN" publishes from (one place for every script).
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');
/** The site's static build (index.html, assets/). */
export const siteDist = join(root, 'hosts/site/dist');
/** The local CDN bucket: remotes/<name>/<version>/ and widgets/ (mirrors a real CDN layout). */
export const cdnDir = join(root, 'dist/cdn');
/** The widgets build, served by the CDN at /widgets/. */
export const widgetsDist = join(root, 'widgets/dist');
/** The remotes.json the site serves, written at build and start; edit it to release or roll back. */
export const remotesFile = process.env.GW_REMOTES_FILE ?? join(root, 'dist/remotes.json');
