import { countries as countryData } from 'countries-list';
import { flagOf } from './flag.ts';

/** A country as the pickers show it (spec §3 Country entry). */
export type Country = {
  name: string;
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** The flag emoji, derived from the code. */
  flag: string;
  /** International dialling prefix, e.g. '+234'; the first when a country has several. */
  dialCode: string;
};

function buildCountries(): Country[] {
  return Object.entries(countryData)
    .map(([code, entry]) => ({
      name: entry.name,
      code,
      flag: flagOf(code),
      dialCode: `+${entry.phone[0] ?? ''}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every country of the maintained `countries-list` package, sorted by name. Pickers load this
 * module on first intent (useCountries.ts). Marked pure so a bundle that never uses a country
 * drops the call and the package's data with it.
 */
export const countries: readonly Country[] = /* @__PURE__ */ buildCountries();

/** The same list, as a function (kept for callers that predate the `countries` constant). */
export function listCountries(): readonly Country[] {
  return countries;
}

export function findCountry(code: string | undefined): Country | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return countries.find((country) => country.code === upper);
}

/** Case- and surrounding-space-insensitive lookup by the English name the pickers show. */
export function findCountryByName(name: string | undefined): Country | undefined {
  if (!name) return undefined;
  const lower = name.trim().toLowerCase();
  return countries.find((country) => country.name.toLowerCase() === lower);
}
