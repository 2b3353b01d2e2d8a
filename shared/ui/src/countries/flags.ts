import * as drawings from 'country-flag-icons/string/3x2';
import { sizedFlag } from '../Flag/sizedFlag.ts';
import { type Country, countries } from './countries.ts';

const drawn: Partial<Record<string, string>> = drawings;

/**
 * The country list again, each country with its flag as SVG markup for Flag (country-flag-icons'
 * 3x2 drawings, sized by sizedFlag), or none for a code the package does not draw. A chunk of its
 * own (~50 KB gzip), fetched beside the list's (useCountries.ts): never in a page's or a widget's
 * first load, and the list opens without waiting for it.
 */
export const flaggedCountries: readonly Country[] = /* @__PURE__ */ countries.map((country) => {
  const drawing = drawn[country.code];
  return drawing ? { ...country, flag: sizedFlag(drawing) } : country;
});
