/**
 * What marks a rendered widget element ready (ready.ts reads it). A registered symbol, not a set
 * of this module's: every copy of the runtime on the page (two releases side by side) reads it.
 */
export const readyMark = Symbol.for('gw.ready');
