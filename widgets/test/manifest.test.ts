import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetEntryNames } from '../build/widgetFiles.mjs';
import packageJson from '../package.json' with { type: 'json' };
import { widgetTable } from '../src/manifest.ts';
import { launcherLabels } from '../src/widgets/launcherLabels.ts';

const widgetsDir = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(widgetsDir, path), 'utf8');
/** The widget code that renders the remotes' components (the fee estimator's at build). */
const widgetSources = [
  ...readdirSync(join(widgetsDir, 'src/widgets')).map((file) => read(`src/widgets/${file}`)),
  ...readdirSync(join(widgetsDir, 'build/markup')).map((file) => read(`build/markup/${file}`)),
];
const dependencies: Record<string, string> = packageJson.dependencies;

describe('the widget manifest (widgets/manifest.json)', () => {
  it('has a row for every entry file, and an entry file for every row', () => {
    const entries = readdirSync(join(widgetsDir, 'src/entries'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.slice(0, -'.ts'.length));
    expect([...entries].sort()).toEqual(widgetTable.map((row) => row.name).sort());
    expect(widgetEntryNames()).toEqual(widgetTable.map((row) => row.name));
  });

  it.each(widgetTable)(
    '$name renders $remote’s $component, under that name',
    async ({ remote, component }) => {
      expect(dependencies).toHaveProperty([remote]);
      expect(await import(/* @vite-ignore */ remote)).toHaveProperty(component);
      // The named import itself, `{ …Component… } from '<remote>'`.
      const named = new RegExp(`\\{[^}]*\\b${component}\\b[^}]*\\}\\s+from\\s+["']${remote}["']`);
      expect(widgetSources.some((code) => named.test(code))).toBe(true);
    },
  );

  it("gives the launchers their words (launcherLabels.ts ships the manifest's)", () => {
    const labels = widgetTable.flatMap(({ name, launcherLabel }) =>
      launcherLabel ? [[name, launcherLabel]] : [],
    );
    expect(launcherLabels).toEqual(Object.fromEntries(labels));
  });

  it("is the partner guide's list: files, elements and launcher words", () => {
    const guide = readFileSync(join(widgetsDir, '../docs/embedding.md'), 'utf8');
    for (const { name, element, launcherLabel } of widgetTable) {
      expect(guide).toContain(`| \`${name}.js\``);
      expect(guide).toContain(`\`<${element}>\``);
      if (launcherLabel) expect(guide).toContain(`'${launcherLabel}'`);
    }
  });
});
