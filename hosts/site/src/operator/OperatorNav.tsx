import { cx } from '@gw/ui';
import { Link } from 'react-router';
import { type AdminView, adminViews, viewPath } from './adminViews.ts';

/** Inbox, Data requests, Audit log: links (keyboard and middle-click work), the current marked. */
export function OperatorNav({ current }: { current: AdminView }) {
  return (
    <nav aria-label="Operator pages" className="overflow-x-auto border-b border-line">
      <ul className="flex min-w-max gap-1">
        {adminViews.map(({ view, label }) => (
          <li key={view}>
            <Link
              to={viewPath(view)}
              aria-current={view === current ? 'page' : undefined}
              className={cx(
                '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
                view === current
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted hover:border-line hover:text-ink',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
