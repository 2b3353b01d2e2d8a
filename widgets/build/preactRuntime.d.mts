// Types of preactRuntime.mjs for the TypeScript tests that import it (widgets/test).
export const runtimePackages: RegExp;
export function runtimeImportsOf(code: string, file: string): [string, string][];
export function runtimeExports(pairs: [string, string][]): {
  names: Map<string, string>;
  source: string;
};
export function linkRuntime(
  code: string,
  file: string,
  names: Map<string, string>,
  runtimeFile: string,
): string;
