// `npm run size`: builds the widgets, then prints, per widget, what its script tag loads before
// the widget shows (its file, and the modules a split widget's loader imports): raw, gzip and
// brotli, against its gzip budget (`budgetKb` in widgets/manifest.json, KB = 1024 bytes); exits 1
// when one is over. The last row is the demo and the fee estimator on one page.
import { ensureWidgetFiles } from '@gw/widgets/files';
import manifest from '@gw/widgets/manifest' with { type: 'json' };
import { firstLoadSize } from '@gw/widgets/sizes';

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

// Always a fresh build, under the lock the tests and `npm start` take.
const widgetNames = ensureWidgetFiles({ force: true });

const row = (label, size, budget) => ({
  widget: label,
  files: size.files.length,
  raw: kb(size.raw),
  gzip: kb(size.gzip),
  brotli: kb(size.brotli),
  budget: budget ? `${budget} KB` : '—',
  ok: budget ? (size.gzip / 1024 <= budget ? 'yes' : 'OVER') : '—',
});
const rows = widgetNames.map((name) =>
  row(name, firstLoadSize(name), manifest.widgets[name].budgetKb),
);
console.table([...rows, row('demo + fee-estimator', firstLoadSize('demo', 'fee-estimator'))]);
if (rows.some((entry) => entry.ok === 'OVER')) process.exit(1);
