// A tiny browser-test harness: test files call test(name, fn); run.mjs runs them in order.

/** @type {{ name: string, fn: (ctx: object) => Promise<void>, file: string }[]} */
export const registered = [];
let currentFile = '';

export function setCurrentFile(file) {
  currentFile = file;
}

/** Registers a browser test; `fn` receives the run context (see run.mjs `createContext`). */
export function test(name, fn) {
  registered.push({ name, fn, file: currentFile });
}

/** Throws with a readable message unless `condition` holds. */
export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Strict equality with both values in the message. */
export function assertEqual(actual, expected, message) {
  if (actual !== expected) {
    throw new Error(
      `${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  }
}
