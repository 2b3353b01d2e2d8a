// Assertions with readable messages, for the browser tests and their helpers.

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
