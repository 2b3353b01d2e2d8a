import { type WidgetName, widgetTable } from '../manifest.ts';

export type { WidgetName };

/** Every widget of the embed contract (DESIGN.md §4), from the manifest: `<name>.js`, `<gw-<name>>`. */
export const widgetNames: readonly WidgetName[] = widgetTable.map((row) => row.name);
