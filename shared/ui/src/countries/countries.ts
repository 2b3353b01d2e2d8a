import { countries as countryData } from 'countries-list';

/** A country as the pickers show it (spec §3 Country entry). */
export type Country = {
  name: string;
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** The flag emoji, derived from the code. */
  flag: string;
  /** International dialling prefix, e.g. '+234'. */
  dialCode: string;
};

/** Flag emoji from an alpha-2 code: each letter maps to its regional-indicator symbol. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));
}

let cache: Country[] | undefined;

/**
 * Every country of the maintained `countries-list` package, sorted by name. Built on first use
 * (not at import), so a bundle that never shows a country picker tree-shakes the data away.
 */
export function listCountries(): Country[] {
  cache ??= Object.entries(countryData)
    .map(([code, entry]) => ({
      name: entry.name,
      code,
      flag: flagOf(code),
      dialCode: `+${entry.phone[0] ?? ''}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return cache;
}

export function findCountry(code: string | undefined): Country | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return listCountries().find((country) => country.code === upper);
}

export function findCountryByName(name: string | undefined): Country | undefined {
  if (!name) return undefined;
  const lower = name.trim().toLowerCase();
  return listCountries().find((country) => country.name.toLowerCase() === lower);
}
