import { pageTable, type TableRow } from './pageTable.ts';

/** Every row but the last, '*', with its path as a pattern: ':param' matches one segment. */
const patterns = pageTable.slice(0, -1).map((row) => ({
  row,
  pattern: new RegExp(`^${row.path.replace(/:[^/]+/g, '[^/]+')}$`, 'i'),
}));

const last = pageTable.at(-1);
if (last?.path !== '*') throw new Error("pageTable: '*' is not the last row");
/** The not-found row: the table's last. */
const notFoundRow: TableRow = last;

/**
 * The table's row for a pathname ('/owner/', '/Owner' and '/owner?x' count as '/owner', as for
 * the router): its exact or ':param' match, else the '*' row.
 */
export function rowAt(pathname: string): TableRow {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1');
  return patterns.find(({ pattern }) => pattern.test(path))?.row ?? notFoundRow;
}
