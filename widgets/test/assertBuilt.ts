// The tests exercise the BUILT files, as partners get them. The widgets project's global setup
// (widgets/test/globalSetup.ts) builds them once per run; this only says so when they are missing.
import { existsSync } from 'node:fs';
import { widgetEntryNames, widgetFile, widgetManifestFile } from '../build/widgetFiles.mjs';

export const distFile = widgetFile;

/** Throws a message naming the fix when the widget build is missing. */
export function assertBuilt(): void {
  const missing = [widgetManifestFile, ...widgetEntryNames().map(widgetFile)].filter(
    (file) => !existsSync(file),
  );
  if (missing.length > 0) {
    throw new Error(
      `widget files missing (${missing.join(', ')}): run the widgets project through Vitest ` +
        '(its global setup builds them) or `npm run build`',
    );
  }
}
