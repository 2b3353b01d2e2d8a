import { countryNameCorrections, defaultCountry, priorityCountries } from '@gw/config';
import { countries as packageData, type TCountryCode } from 'countries-list';
import * as flagDrawings from 'country-flag-icons/string/3x2';
import { describe, expect, it } from 'vitest';
import { sizedFlag } from '../Flag/index.ts';
import { countries, findCountry, findCountryByName, listCountries } from './countries.ts';
import { flaggedCountries } from './flags.ts';
import { loadCountries } from './index.ts';
import { orderCountries } from './order.ts';

const drawings: Partial<Record<string, string>> = flagDrawings;
/** Flag emoji: two of the 26 regional-indicator symbols. */
const regionalIndicator = /[\u{1F1E6}-\u{1F1FF}]/u;

// A .tsx name on purpose: the component projects (React and Preact) run `*.test.tsx` in shared/ui.
describe('countries', () => {
  it.each([
    ['NG', 'Nigeria', '+234'],
    ['CA', 'Canada', '+1'],
    ['RW', 'Rwanda', '+250'],
    ['GB', 'United Kingdom', '+44'],
    // Several dial codes in the data ([1809, 1829, 1849]): the first one is used.
    ['DO', 'Dominican Republic', '+1809'],
  ])('%s is %s, %s', (code, name, dialCode) => {
    expect(findCountry(code)).toEqual({ code, name, dialCode });
    expect(findCountry(code.toLowerCase())?.code).toBe(code);
    expect(findCountryByName(` ${name.toUpperCase()} `)?.code).toBe(code);
  });

  it('has one entry per country of the data package: Nigeria, the diaspora, then by name', () => {
    expect(countries.map((country) => country.code).sort()).toEqual(
      Object.keys(packageData).sort(),
    );
    expect(countries.slice(0, 4).map((country) => country.code)).toEqual([...priorityCountries]);
    expect(priorityCountries[0]).toBe('NG');
    const rest = countries.slice(priorityCountries.length).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest.indexOf('Åland Islands')).toBeLessThan(rest.indexOf('Albania'));
    expect(listCountries()).toBe(countries);
  });

  it('orders any list the same way, without changing it', () => {
    const given = [
      { code: 'ZW', name: 'Zimbabwe' },
      { code: 'CA', name: 'Canada' },
      { code: 'AF', name: 'Afghanistan' },
      { code: 'ng', name: 'Nigeria' },
      { code: 'GB', name: 'United Kingdom' },
      { code: 'US', name: 'United States' },
    ];
    expect(orderCountries(given).map((entry) => entry.name)).toEqual([
      'Nigeria',
      'United Kingdom',
      'United States',
      'Canada',
      'Afghanistan',
      'Zimbabwe',
    ]);
    expect(given[0]?.name).toBe('Zimbabwe');
  });

  it.each(Object.entries(countryNameCorrections))(
    'names %s %s, with its diacritics, and still finds it by the data name',
    (code, name) => {
      const source = packageData[code as TCountryCode];
      // The correction is still needed: the data package writes it otherwise.
      expect(source.name).not.toBe(name);
      expect(findCountry(code)).toMatchObject({ name, alias: source.name });
      expect(findCountryByName(name)?.code).toBe(code);
      expect(findCountryByName(source.name)?.code).toBe(code);
    },
  );

  it('finds a name without its accents', () => {
    expect(findCountryByName('aland islands')?.code).toBe('AX');
    expect(findCountryByName('Curacao')?.code).toBe('CW');
    expect(findCountryByName('Ivory Coast')?.code).toBe('CI');
    expect(findCountry('NG')).not.toHaveProperty('alias');
  });

  it('formats every dial code as + and digits, and includes the default country', () => {
    for (const country of countries) expect(country.dialCode).toMatch(/^\+\d+$/);
    expect(findCountry(defaultCountry.code)).toMatchObject({
      name: defaultCountry.name,
      dialCode: defaultCountry.dialCode,
    });
  });

  it('finds nothing for unknown or empty input', () => {
    expect(findCountry('ZZ')).toBeUndefined();
    expect(findCountry(undefined)).toBeUndefined();
    expect(findCountryByName('Atlantis')).toBeUndefined();
    expect(findCountryByName('')).toBeUndefined();
  });

  it("has every country's flag as the flag package draws it, sized, in its own chunk, no emoji", () => {
    expect(flaggedCountries.map(({ flag, ...country }) => country)).toEqual(countries);
    for (const country of flaggedCountries) {
      const drawing = drawings[country.code];
      // The package draws every country of the data today; one it stops drawing has none.
      expect(drawing, country.code).toMatch(/^<svg [^>]*viewBox=/);
      expect(country.flag, country.code).toBe(sizedFlag(drawing ?? ''));
      expect(country.flag).toMatch(/^<svg width="100%" height="100%" /);
      expect(country.flag).not.toMatch(/ class=|<script|<style|style=/);
      expect(JSON.stringify(country), country.code).not.toMatch(regionalIndicator);
    }
  });

  it('loads the same list on first use, once', async () => {
    const first = loadCountries();
    expect(loadCountries()).toBe(first);
    expect(await first).toBe(countries);
  });
});
