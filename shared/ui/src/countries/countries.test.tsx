import { defaultCountry } from '@gw/config';
import { getEmojiFlag, countries as packageData, type TCountryCode } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { countries, findCountry, findCountryByName, listCountries } from './countries.ts';
import { flagOf, loadCountries } from './index.ts';

// A .tsx name on purpose: the component projects (React and Preact) run `*.test.tsx` in shared/ui.
describe('countries', () => {
  it.each([
    ['NG', 'Nigeria', '+234', '🇳🇬'],
    ['CA', 'Canada', '+1', '🇨🇦'],
    ['RW', 'Rwanda', '+250', '🇷🇼'],
    ['GB', 'United Kingdom', '+44', '🇬🇧'],
    // Several dial codes in the data ([1809, 1829, 1849]): the first one is used.
    ['DO', 'Dominican Republic', '+1809', '🇩🇴'],
  ])('%s is %s, %s, %s', (code, name, dialCode, flag) => {
    expect(findCountry(code)).toEqual({ code, name, dialCode, flag });
    expect(findCountry(code.toLowerCase())?.code).toBe(code);
    expect(findCountryByName(` ${name.toUpperCase()} `)?.code).toBe(code);
  });

  it('has one entry per country of the data package, sorted by name', () => {
    expect(countries.map((country) => country.code).sort()).toEqual(
      Object.keys(packageData).sort(),
    );
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(listCountries()).toBe(countries);
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

  it("draws every country's flag without the data, as the data package does", () => {
    for (const code of Object.keys(packageData)) {
      expect(flagOf(code)).toBe(getEmojiFlag(code as TCountryCode));
      expect(flagOf(code.toLowerCase())).toBe(getEmojiFlag(code as TCountryCode));
    }
    expect(flagOf('N')).toBe('');
  });

  it('loads the same list on first use, once', async () => {
    const first = loadCountries();
    expect(loadCountries()).toBe(first);
    expect(await first).toBe(countries);
  });
});
