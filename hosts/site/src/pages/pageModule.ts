/**
 * Where a page's component lives. A lazy page: `load` resolves to the export `name` of its own
 * chunk (the `import()` stays a literal, so the bundler splits it). Home: in the first bundle,
 * which routes.tsx imports directly; the table only names it.
 */
export type PageModule<Component = unknown> =
  | { readonly name: string; load(): Promise<Component> }
  | { readonly name: string; readonly inFirstBundle: true };

/** The names of a module's exports that are functions (a page is a function component). */
type FunctionExport<M> = {
  [K in keyof M]: M[K] extends (...args: never[]) => unknown ? K : never;
}[keyof M] &
  string;

/** A page in its own chunk: `name` is checked against the module's exports. */
export function lazyModule<M, K extends FunctionExport<M>>(
  importer: () => Promise<M>,
  name: K,
): PageModule<M[K]> {
  return { name, load: () => importer().then((module) => module[name]) };
}
