// Types of widgetSizes.mjs for the TypeScript tests that import it (widgets/test).
export function firstLoadSize(...names: string[]): {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
};
export function fileGzip(file: string): number;
