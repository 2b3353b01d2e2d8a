// The list itself (countries.ts) is not exported here: pickers load it on first intent.
export type { Country } from './countries.ts';
export { loadCountries, useCountries } from './useCountries.ts';
