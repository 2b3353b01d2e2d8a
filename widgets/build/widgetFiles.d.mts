// Types of widgetFiles.mjs for the TypeScript tests that import it (widgets/test).
export function widgetEntryNames(): string[];
export function widgetFile(name: string): string;
export const modulesDir: string;
export const widgetManifestFile: string;
/** Per widget: the modules its loader imports first, and those it may load later. */
export function widgetManifest(): Record<string, { first: string[]; later: string[] }>;
export const widgetsDist: string;
export function widgetFirstLoad(name: string): string[];
export function widgetAllFiles(name: string): string[];
export function ensureWidgetFiles(options?: { force?: boolean; quiet?: boolean }): string[];
