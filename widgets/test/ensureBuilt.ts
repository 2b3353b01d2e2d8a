// The tests exercise the BUILT files, as partners get them: build them first when missing or
// older than a source, with the same check `npm run build` uses.
import { ensureWidgetFiles, widgetFile } from '../build/widgetFiles.mjs';

export const distFile = widgetFile;

export function ensureBuilt(): void {
  ensureWidgetFiles({ quiet: true });
}
