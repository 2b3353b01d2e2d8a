import { Button, controlClass } from '@gw/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { noNoticeShown } from './consentState.ts';
import { type InboxFilter, surfaces } from './inboxQuery.ts';

type Props = {
  filter: InboxFilter;
  onFilter(change: Partial<InboxFilter>): void;
};

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted uppercase">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * Search and filters. Typed values apply on Search (or Enter); the lists apply when chosen.
 * "Leads" switches to the test leads (a partner's widget in test mode), a view of their own.
 * The URL holds them all, so a filtered inbox can be shared or bookmarked.
 */
export function InboxFilters({ filter, onFilter }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(filter);
  // Back and forward move the URL: the fields follow it.
  const shown = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is its JSON.
  useEffect(() => setTyped(filter), [shown]);
  const set = (key: keyof InboxFilter) => (value: string) =>
    setTyped((now) => ({ ...now, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilter({ q: typed.q, from: typed.from, to: typed.to, partner: typed.partner });
  }

  const input = (key: 'q' | 'from' | 'to' | 'partner', type = 'text') => (
    <input
      id={`${id}-${key}`}
      type={type}
      value={typed[key]}
      onChange={(event) => set(key)(event.currentTarget.value)}
      className={controlClass}
      {...(key === 'q' && { placeholder: 'Name, e-mail or company', maxLength: 200 })}
      {...(key === 'partner' && { placeholder: 'Partner id', maxLength: 100 })}
    />
  );

  return (
    <search aria-label="Filter leads">
      <form
        onSubmit={onSubmit}
        className="grid grid-cols-2 gap-3 md:grid-cols-[2fr_repeat(7,1fr)_auto] md:items-end"
      >
        <div className="col-span-2 md:col-span-1">
          <Labelled id={`${id}-q`} label="Search">
            {input('q', 'search')}
          </Labelled>
        </div>
        <Labelled id={`${id}-from`} label="From">
          {input('from', 'date')}
        </Labelled>
        <Labelled id={`${id}-to`} label="To">
          {input('to', 'date')}
        </Labelled>
        <Labelled id={`${id}-partner`} label="Partner">
          {input('partner')}
        </Labelled>
        <Labelled id={`${id}-surface`} label="Came from">
          <select
            id={`${id}-surface`}
            value={filter.surface}
            onChange={(event) => onFilter({ surface: event.currentTarget.value })}
            className={controlClass}
          >
            <option value="">Anywhere</option>
            {surfaces.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-handled`} label="Status">
          <select
            id={`${id}-handled`}
            value={filter.handled}
            onChange={(event) => onFilter({ handled: event.currentTarget.value })}
            className={controlClass}
          >
            <option value="">All</option>
            <option value="false">Not handled</option>
            <option value="true">Handled</option>
          </select>
        </Labelled>
        <Labelled id={`${id}-consent`} label="Consent">
          <select
            id={`${id}-consent`}
            value={filter.consent}
            onChange={(event) => onFilter({ consent: event.currentTarget.value })}
            className={controlClass}
          >
            <option value="">Any</option>
            <option value="none">{noNoticeShown}</option>
          </select>
        </Labelled>
        <Labelled id={`${id}-test`} label="Leads">
          <select
            id={`${id}-test`}
            value={filter.test}
            onChange={(event) => onFilter({ test: event.currentTarget.value })}
            className={controlClass}
          >
            <option value="">Real leads</option>
            <option value="true">Test leads</option>
          </select>
        </Labelled>
        <Button type="submit" className="col-span-2 md:col-span-1">
          Search
        </Button>
      </form>
    </search>
  );
}
