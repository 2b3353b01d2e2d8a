import { describe, expect, it } from 'vitest';
import { filterQuery, readFilter, withFilter } from './inboxQuery.ts';

describe('the inbox filter in the URL', () => {
  it('reads what the API accepts and drops the rest', () => {
    const filter = readFilter(
      new URLSearchParams(
        'kind=demo&q=+okafor+&from=2026-01-05&to=yesterday&surface=widget&handled=maybe&partner=ndba&consent=none',
      ),
    );
    expect(filter).toEqual({
      kind: 'demo',
      q: 'okafor',
      from: '2026-01-05',
      to: '',
      partner: 'ndba',
      surface: 'widget',
      handled: '',
      consent: 'none',
      test: '',
    });
    expect(readFilter(new URLSearchParams('kind=spam&surface=email')).kind).toBe('');
    expect(readFilter(new URLSearchParams('consent=given')).consent, 'only none filters').toBe('');
  });

  it('writes only the parts set, and gives the API whole days with `to` included', () => {
    const filter = readFilter(new URLSearchParams('from=2026-03-01&to=2026-03-31&handled=false'));
    expect(filterQuery(filter).toString()).toBe('from=2026-03-01&to=2026-03-31&handled=false');
    const api = filterQuery(filter, true);
    expect(new Date(api.get('from') ?? '').getTime()).toBe(
      new Date('2026-03-01T00:00:00').getTime(),
    );
    expect(new Date(api.get('to') ?? '').getTime()).toBe(new Date('2026-04-01T00:00:00').getTime());
  });

  it('asks the API for the leads stored without a notice (consent=none)', () => {
    const filter = readFilter(new URLSearchParams('kind=funding&consent=none'));
    expect(filterQuery(filter, true).toString()).toBe('kind=funding&consent=none');
  });

  it('asks the API for the test leads only when told (test=true; issue 28)', () => {
    expect(readFilter(new URLSearchParams('test=yes')).test).toBe('');
    const filter = readFilter(new URLSearchParams('kind=demo&test=true'));
    expect(filterQuery(filter, true).toString()).toBe('kind=demo&test=true');
    expect(filterQuery(readFilter(new URLSearchParams('kind=demo')), true).has('test')).toBe(false);
  });

  it('changes one part and forgets the open lead', () => {
    const next = withFilter(new URLSearchParams('kind=demo&q=ada&lead=12'), { kind: '' });
    expect(next.toString()).toBe('q=ada');
  });
});
