import { describe, expect, it } from 'vitest';
import { countries } from '../countries/countries.ts';
import { filterOptions, type SelectOption } from './filterOptions.ts';

// A .tsx name on purpose: shared/ui's tests run in the component projects (React and Preact).
const countryOptions: SelectOption[] = countries.map((country) => ({
  value: country.code,
  label: country.name,
  detail: country.dialCode,
  keywords: `${country.code} ${country.dialCode}${country.alias ? ` ${country.alias}` : ''}`,
}));
const labels = (query: string) => filterOptions(countryOptions, query).map((o) => o.label);

describe('filterOptions ranks', () => {
  it.each([
    // query, what comes first (in this order)
    ['Nig', ['Nigeria', 'Niger']], // two prefixes: the main market first (order.ts)
    ['niger', ['Niger', 'Nigeria']], // the exact name, then the prefix
    ['NIGERIA', ['Nigeria']],
    ['guinea', ['Guinea', 'Guinea-Bissau', 'Equatorial Guinea', 'Papua New Guinea']], // exact, prefix, whole word
    ['king', ['United Kingdom']], // inside a word
    ['rw', ['Rwanda']], // an exact code before a substring (Norway)
    ['+234', ['Nigeria']],
    ['aland', ['Åland Islands']], // accents folded
    ['côte', ["Côte d'Ivoire"]],
    ['ivory', ["Côte d'Ivoire"]], // the data package's own name still finds it
    ['sao tome', ['São Tomé and Príncipe']],
    ['united', ['United Kingdom', 'United States', 'United Arab Emirates']], // priority first
  ])('%s → %j first', (query, first) => {
    expect(labels(query).slice(0, first.length)).toEqual(first);
  });

  it('puts exact, then prefix, then whole word, then anywhere', () => {
    const given = ['Ringland', 'Old Landing', 'Land of Kings', 'New Land', 'Land', 'Lander'];
    const options = given.map((label) => ({ value: label, label }));
    expect(filterOptions(options, 'land').map((o) => o.label)).toEqual([
      'Land', // exact
      'Land of Kings', // prefixes, in the given order
      'Lander',
      'New Land', // a whole word
      'Ringland', // anywhere, in the given order
      'Old Landing',
    ]);
  });

  it('keeps every option for an empty query and drops the ones that do not match', () => {
    expect(filterOptions(countryOptions, '  ')).toBe(countryOptions);
    expect(labels('zzzz')).toEqual([]);
    expect(labels('nor')).toContain('Norway');
  });
});
