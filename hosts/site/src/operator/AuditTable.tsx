import { actionWords, detailWords } from './auditWords.ts';
import { formatWhen } from './leadFields.ts';
import type { AuditEntry } from './operatorApi.ts';

const cell = 'px-3 py-2 align-top';

/**
 * The audit log as a table, newest first. On a phone it scrolls sideways inside its own box
 * (focusable, so a keyboard scrolls it too); the columns keep their widths to stay readable.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <section
      aria-label="Audit entries"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-line bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
        <thead className="border-b border-line bg-canvas text-xs text-muted uppercase">
          <tr>
            <th scope="col" className={`${cell} w-40`}>
              Time
            </th>
            <th scope="col" className={`${cell} w-48`}>
              Operator
            </th>
            <th scope="col" className={`${cell} w-52`}>
              Action
            </th>
            <th scope="col" className={`${cell} w-56`}>
              Target
            </th>
            <th scope="col" className={cell}>
              Detail
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cell} whitespace-nowrap text-body`}>
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              </td>
              <td className={`${cell} break-all text-ink`}>{entry.operator}</td>
              <td className={cell}>
                <span className="font-semibold text-ink">{actionWords(entry.action)}</span>
                <code className="block text-xs text-muted">{entry.action}</code>
              </td>
              <td className={`${cell} font-mono text-xs break-all text-body`}>
                {entry.target ?? '—'}
              </td>
              <td className={`${cell} break-words text-body`}>{detailWords(entry.detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
