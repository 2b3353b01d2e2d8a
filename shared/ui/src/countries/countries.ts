import { countryNameCorrections } from '@gw/config';
import { countries as countryData } from 'countries-list';
import { orderCountries } from './order.ts';

/** A country as the pickers show it (spec §3 Country entry). */
export type Country = {
  name: string;
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /**
   * The flag as SVG markup for Flag (country-flag-icons, 3x2), once the flags' own chunk is here
   * (flags.ts); none before, or for a code the flag package does not draw.
   */
  flag?: string;
  /** International dialling prefix, e.g. '+234'; the first when a country has several. */
  dialCode: string;
  /** The data package's own name, when the kit shows a corrected one ('Ivory Coast'): searched too. */
  alias?: string;
};

function buildCountries(): Country[] {
  return orderCountries(
    Object.entries(countryData).map(([code, entry]): Country => {
      const country = {
        name: entry.name,
        code,
        dialCode: `+${entry.phone[0] ?? ''}`,
      };
      // Read here, not in the data: the widgets' build packs the package's own names.
      const corrected = countryNameCorrections[code];
      return corrected && corrected !== entry.name
        ? { ...country, name: corrected, alias: entry.name }
        : country;
    }),
  );
}

/**
 * Every country of the maintained `countries-list` package, with their diacritics (Åland
 * Islands), Nigeria and the diaspora first, the rest by name (order.ts), without their flags:
 * those (~50 KB gzip) are a chunk of their own loaded beside this one (flags.ts), so a list can
 * open before they are here. Pickers load this module on first intent (useCountries.ts). Marked pure so a bundle that never uses a country
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

/**
 * Case-, accent- and surrounding-space-insensitive lookup by the English name the pickers show,
 * or the data package's own ('Aland', 'Ivory Coast').
 */
export function findCountryByName(name: string | undefined): Country | undefined {
  if (!name) return undefined;
  const wanted = foldName(name);
  return countries.find(
    (country) =>
      foldName(country.name) === wanted || (country.alias && foldName(country.alias) === wanted),
  );
}

function foldName(text: string): string {
  return text
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
