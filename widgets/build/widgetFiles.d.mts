// Types of widgetFiles.mjs for the TypeScript tests that import it (widgets/test).
export function widgetEntryNames(): string[];
export function widgetFile(name: string): string;
export const modulesDir: string;
export const widgetManifestFile: string;
export function widgetManifest(): Record<string, { later: string[] }>;
export function widgetFirstLoad(name: string): string[];
export function widgetAllFiles(name: string): string[];
export function ensureWidgetFiles(options?: { force?: boolean; quiet?: boolean }): string[];
