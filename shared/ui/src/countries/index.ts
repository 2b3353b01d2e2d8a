export { type Country, countries, findCountry, findCountryByName, flagOf } from './countries.ts';
