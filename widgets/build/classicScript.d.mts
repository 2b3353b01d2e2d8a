// Types of classicScript.mjs for the TypeScript tests that import it (widgets/test).
export const sharedGlobal: string;
export function classicEntry(
  code: string,
  entryFile: string,
  chunkFiles: string[],
  banner: string,
  alongside?: string,
): string;
export function chunkOfClassicEntry(code: string, entryFile: string): string;
