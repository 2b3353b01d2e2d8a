import { describe, expect, it } from 'vitest';
import { schedulePrefillFromQuery, schedulePrefillQuery } from './schedulePrefill.ts';

describe('the calendar prefill query', () => {
  it('carries the name and e-mail there and back, spaces and symbols included', () => {
    const lead = { firstName: 'Ngozi Ada', lastName: "O'Neil-Obi", email: 'ngozi+build@acme.ng' };
    const query = schedulePrefillQuery(lead);
    expect(query).not.toContain('phone');
    expect(schedulePrefillFromQuery(`?${query}`)).toEqual(lead);
  });

  it.each([
    ['no query', ''],
    ['no e-mail', '?firstName=Ada&lastName=Obi'],
    ['not an e-mail', '?firstName=Ada&email=ada'],
  ])('is null with %s', (_case, search) => {
    expect(schedulePrefillFromQuery(search)).toBeNull();
  });

  it('trims the values and caps their length', () => {
    const prefill = schedulePrefillFromQuery(`?firstName=${'A'.repeat(500)}&email=%20a@b.ng%20`);
    expect(prefill?.firstName).toHaveLength(200);
    expect(prefill?.email).toBe('a@b.ng');
    expect(prefill?.lastName).toBe('');
  });
});
