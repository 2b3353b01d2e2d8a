import type { ReactNode } from 'react';
import { actionWords, detailWords } from './auditWords.ts';
import { formatWhen } from './leadFields.ts';
import type { AuditEntry } from './operatorApi.ts';

// Below lg each row stacks as a card (time and operator, then the action, target and detail,
// each named), so a phone reads it without scrolling sideways; from lg it is a plain table.
const cell = 'lg:table-cell lg:px-3 lg:py-2 lg:align-top';
const heading = 'px-3 py-2';

/** A stacked cell's name, shown only while the column headings are not. */
function Named({ name, mono, children }: { name: string; mono?: boolean; children: ReactNode }) {
  return (
    <>
      <span className="font-semibold text-muted lg:hidden">{name}: </span>
      <span className={mono ? 'font-mono text-xs' : undefined}>{children}</span>
    </>
  );
}

/** The audit log as a table, newest first, as the API lists it. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table
      aria-label="Audit entries"
      className="block w-full rounded-card border border-line bg-surface text-left text-sm lg:table lg:border-collapse"
    >
      <thead className="sr-only border-b border-line bg-canvas text-xs text-muted uppercase lg:not-sr-only lg:table-header-group">
        <tr>
          <th scope="col" className={`${heading} w-44`}>
            Time
          </th>
          <th scope="col" className={`${heading} w-52`}>
            Operator
          </th>
          <th scope="col" className={`${heading} w-56`}>
            Action
          </th>
          <th scope="col" className={`${heading} w-60`}>
            Target
          </th>
          <th scope="col" className={heading}>
            Detail
          </th>
        </tr>
      </thead>
      <tbody className="block divide-y divide-line lg:table-row-group">
        {entries.map((entry) => (
          <tr key={entry.id} className="block px-4 py-3 lg:table-row lg:p-0">
            <td className={`${cell} inline whitespace-nowrap text-muted lg:text-body`}>
              <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              <span className="lg:hidden"> · </span>
            </td>
            <td className={`${cell} inline break-all text-muted lg:text-ink`}>{entry.operator}</td>
            <td className={`${cell} mt-1 block lg:mt-0`}>
              <span className="font-semibold text-ink">{actionWords(entry.action)}</span>{' '}
              <code className="text-xs text-muted lg:block">{entry.action}</code>
            </td>
            <td className={`${cell} block break-all text-body`}>
              {entry.target ? (
                <Named name="Target" mono>
                  {entry.target}
                </Named>
              ) : (
                <span className="hidden lg:inline">—</span>
              )}
            </td>
            <td className={`${cell} block break-words text-body`}>
              {entry.detail ? <Named name="Detail">{detailWords(entry.detail)}</Named> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
