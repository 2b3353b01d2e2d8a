import { defaultCountry } from '@gw/config';
import { describe, expect, it } from 'vitest';
import { findCountry, findCountryByName, listCountries } from './index.ts';

describe('countries', () => {
  it.each([
    ['NG', 'Nigeria', '+234', '🇳🇬'],
    ['CA', 'Canada', '+1', '🇨🇦'],
    ['RW', 'Rwanda', '+250', '🇷🇼'],
    ['GB', 'United Kingdom', '+44', '🇬🇧'],
  ])('%s is %s, %s, %s', (code, name, dialCode, flag) => {
    expect(findCountry(code)).toEqual({ code, name, dialCode, flag });
    expect(findCountryByName(name.toUpperCase())?.code).toBe(code);
  });

  it('is sorted by name and includes the default country', () => {
    const countries = listCountries();
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(findCountry(defaultCountry.code)?.dialCode).toBe(defaultCountry.dialCode);
    expect(countries.length).toBeGreaterThan(240);
  });
});
