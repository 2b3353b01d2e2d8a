export {
  type Country,
  countries,
  findCountry,
  findCountryByName,
  flagOf,
  listCountries,
} from './countries.ts';
