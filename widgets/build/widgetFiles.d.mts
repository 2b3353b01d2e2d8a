// Types of widgetFiles.mjs for the TypeScript tests that import it (widgets/test).
export function widgetEntryNames(): string[];
export function widgetFile(name: string): string;
export function ensureWidgetFiles(options?: { force?: boolean; quiet?: boolean }): string[];
export const widgetChunkNames: string[];
