import type { Surface } from '@gw/config';

/** The inbox's filter as the page's URL holds it (shareable), and as the API reads it. */
export type InboxFilter = {
  kind: string;
  q: string;
  from: string;
  to: string;
  partner: string;
  surface: string;
  handled: string;
  /** 'none': only leads stored without a processing notice (issue 27). */
  consent: string;
  /** 'true': the test leads (a widget's test mode, issue 28), which the inbox otherwise leaves out. */
  test: string;
};

const filterKeys = [
  'kind',
  'q',
  'from',
  'to',
  'partner',
  'surface',
  'handled',
  'consent',
  'test',
] as const;

/** The kinds of lead (DESIGN.md §5), in the order the inbox lists their counts. */
export const leadKinds = [
  ['demo', 'Demo requests'],
  ['funding', 'Funding applications'],
  ['waitlist', 'Waitlist'],
  ['contact', 'Contact messages'],
  ['profile', 'Profiles'],
  ['teaser', 'Contact teaser'],
] as const;

/** A kind's name in the inbox ('demo' → 'Demo requests'). */
export const kindLabel = (kind: string) => leadKinds.find(([value]) => value === kind)?.[1] ?? kind;

/** Where a lead came from (@gw/config's Surface), as the inbox names it. */
export const surfaces: readonly (readonly [Surface, string])[] = [
  ['site', 'Site'],
  ['remote', 'Site dialog'],
  ['widget', 'Partner widget'],
];

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The filter in a URL's query; values the API would refuse are dropped, not sent. */
export function readFilter(params: URLSearchParams): InboxFilter {
  const get = (key: string) => params.get(key)?.trim() ?? '';
  const surface = get('surface');
  const handled = get('handled');
  return {
    kind: leadKinds.some(([kind]) => kind === get('kind')) ? get('kind') : '',
    q: get('q').slice(0, 200),
    from: isDate(get('from')) ? get('from') : '',
    to: isDate(get('to')) ? get('to') : '',
    partner: get('partner').slice(0, 100),
    surface: surfaces.some(([value]) => value === surface) ? surface : '',
    handled: handled === 'true' || handled === 'false' ? handled : '',
    consent: get('consent') === 'none' ? 'none' : '',
    test: get('test') === 'true' ? 'true' : '',
  };
}

/** The start of the day after `day` (the operator's time zone): the API's `to` is exclusive. */
function nextMidnight(day: string): Date {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date;
}

/**
 * The query for the API and the page URL: only the parts set. Dates are whole days in the
 * operator's time zone: `to` includes its day.
 */
export function filterQuery(filter: InboxFilter, forApi = false): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filter[key];
    if (!value) continue;
    if (forApi && key === 'from') query.set(key, new Date(`${value}T00:00:00`).toISOString());
    else if (forApi && key === 'to') query.set(key, nextMidnight(value).toISOString());
    else query.set(key, value);
  }
  return query;
}

/** The page URL's query with one change (an empty value removes the key); drops `lead`. */
export function withFilter(params: URLSearchParams, change: Partial<InboxFilter>): URLSearchParams {
  return filterQuery({ ...readFilter(params), ...change });
}
