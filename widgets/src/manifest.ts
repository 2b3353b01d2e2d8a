import { widgets } from '../manifest.json' with { type: 'json' };

/**
 * The widget manifest (widgets/manifest.json), typed and checked: the one list of widgets that
 * the build, the names, the launcher labels, the size budgets and the partner page read. Keyed by
 * name in the JSON because TypeScript keeps a JSON object's keys as literal types (its string
 * values widen to `string`): the names' type comes from the file itself.
 */
const rows = widgets;
type Rows = typeof rows;

/** A widget's public name (DESIGN.md §4): `<name>.js`, `data-gw-widget="<name>"`. */
export type WidgetName = keyof Rows;

/** The widgets behind a launcher button: the rows with a launcher label. */
export type DialogWidgetName = {
  [Name in WidgetName]: Rows[Name] extends { launcherLabel: string } ? Name : never;
}[WidgetName];

/** A widget in the page (`inline`) or a launcher button and its dialog (`dialog`). */
export type WidgetKind = 'inline' | 'dialog';

/** One widget, as the manifest states it. */
export type WidgetRow = {
  name: WidgetName;
  /** Its custom element. */
  element: `gw-${WidgetName}`;
  /** The remote package whose component it renders. */
  remote: string;
  /** That component's exported name: the one name the remote and the widget use for it. */
  component: string;
  kind: WidgetKind;
  /** The launcher button's default words (dialogs only); the `label` attribute overrides them. */
  launcherLabel?: string;
  /** Largest gzip KB of its first load; never raised to make a test pass. */
  budgetKb: number;
};

const isWidgetName = (name: string): name is WidgetName => Object.hasOwn(rows, name);
const isKind = (kind: string): kind is WidgetKind => kind === 'inline' || kind === 'dialog';

/** The row of `name`, refused when it breaks the contract (a typo would ship otherwise). */
function checkedRow(name: WidgetName): WidgetRow {
  const row: { element: string; remote: string; component: string; kind: string } & {
    launcherLabel?: string;
    budgetKb: number;
  } = rows[name];
  const element = `gw-${name}` as const;
  const wrong = (what: string) => new Error(`widgets/manifest.json, ${name}: ${what}`);
  if (row.element !== element) throw wrong(`element must be ${element}`);
  if (!isKind(row.kind)) throw wrong('kind must be inline or dialog');
  if ((row.kind === 'dialog') !== Boolean(row.launcherLabel)) {
    throw wrong('a dialog has a launcherLabel, an inline widget none');
  }
  if (!(row.budgetKb > 0)) throw wrong('budgetKb must be a positive number');
  return { ...row, name, element, kind: row.kind };
}

/** Every widget, in the manifest's order (the order the partner page loads them). */
export const widgetTable: readonly WidgetRow[] = Object.keys(rows)
  .filter(isWidgetName)
  .map(checkedRow);
