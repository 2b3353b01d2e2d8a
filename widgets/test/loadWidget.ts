import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';

// Vitest runs from the repo root (happy-dom gives import.meta.url an http: scheme).
const root = process.cwd();
export const distFile = (name: string) => join(root, 'widgets/dist', `${name}.js`);

let built = false;

/** Builds the widgets once per test run (the tests exercise the BUILT files, as partners do). */
export function ensureBuilt(): void {
  if (built) return;
  execFileSync(process.execPath, [join(root, 'widgets/build/build.mjs')], {
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  built = true;
}

/** Runs a built widget file in the test document, as a <script src> would. */
export function loadWidget(name: string): void {
  ensureBuilt();
  const file = distFile(name);
  if (!existsSync(file) || statSync(file).size === 0) throw new Error(`${file} was not built`);
  // At global scope, like a classic <script>: the happy-dom window is the global here.
  runInThisContext(readFileSync(file, 'utf8'), { filename: file });
}

/** Preact renders asynchronously: let it flush. */
export function settle(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The widget's inner wrapper, where Testing Library queries can look. */
export function inner(element: Element): HTMLElement {
  const wrapper = element.shadowRoot?.querySelector<HTMLElement>('.gw-root');
  if (!wrapper) throw new Error('widget not mounted');
  return wrapper;
}

type Handle = { unmount(): void; open(): void; close(): void };

/** The page's `window.Groundwork`, as a partner's script sees it. */
export function groundwork(): {
  mount(name: string, element: Element, options?: object): Handle;
  widgets: string[];
} {
  return (window as unknown as { Groundwork: ReturnType<typeof groundwork> }).Groundwork;
}
