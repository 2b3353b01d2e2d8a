import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { remoteSourceLines } from './remoteSources.ts';

const remoteCssFile = fileURLToPath(new URL('./remote.css', import.meta.url));
const pageTemplate = fileURLToPath(new URL('./remote-page.html', import.meta.url));

/**
 * `import '@gw/tooling/remote.css'` in a remote's exposed entry: the house CSS, with @source
 * lines for this remote added before Tailwind reads it (so this plugin comes first).
 */
export function remoteCss(remoteDir: string): Plugin {
  return {
    name: 'gw:remote-css',
    enforce: 'pre',
    transform: {
      filter: { id: /remote\.css$/ },
      handler(code, id) {
        if (id.split('?')[0] !== remoteCssFile) return null;
        return { code: `${code}\n${remoteSourceLines(remoteDir, remoteCssFile)}\n`, map: null };
      },
    },
  };
}

/** 'remotes/fee-estimator' → 'Fee estimator remote'. */
function pageTitle(remoteDir: string): string {
  const { name } = JSON.parse(readFileSync(join(remoteDir, 'package.json'), 'utf8')) as {
    name: string;
  };
  const words = name.replace(/^@gw\/remote-/, '').replace(/-/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} remote`;
}

/**
 * `npm run dev` in a remote: the one page template (the remote mounted on its own by
 * src/dev/main.tsx) served at /, so no remote keeps its own copy of index.html.
 */
export function remoteDevPage(remoteDir: string): Plugin {
  return {
    name: 'gw:remote-dev-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (path !== '/' && path !== '/index.html') return next();
        const html = readFileSync(pageTemplate, 'utf8').replace('%TITLE%', pageTitle(remoteDir));
        server.transformIndexHtml('/index.html', html).then((page) => {
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(page);
        }, next);
      });
    },
  };
}
