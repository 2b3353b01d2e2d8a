// Vitest global setup of the `widgets` project: builds the widget files once, before any test
// file runs, instead of each file checking (and racing to build) on its own.
import { ensureWidgetFiles } from '../build/widgetFiles.mjs';

export default function setup(): void {
  const started = Date.now();
  ensureWidgetFiles({ quiet: true });
  const seconds = (Date.now() - started) / 1000;
  // Fresh files take no time; a rebuild is worth a line, since it is what the wait was.
  if (seconds > 1) console.log(`widgets: built the widget files (${seconds.toFixed(0)} s)`);
}
