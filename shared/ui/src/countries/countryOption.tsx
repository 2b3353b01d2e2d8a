import { Flag } from '../Flag/index.ts';
import type { SelectOption } from '../SearchSelect/index.ts';
import type { Country } from './countries.ts';

/**
 * A country as a picker's option: its name after its flag, found by its ISO code and by the
 * data package's own name too ('Ivory Coast'). A dial-code picker adds the dial code as its
 * detail, which the search matches as well.
 */
export function countryOption(country: Country): SelectOption {
  return {
    value: country.code,
    label: country.name,
    prefix: <Flag svg={country.flag} />,
    keywords: `${country.code} ${country.alias ?? ''}`,
  };
}
