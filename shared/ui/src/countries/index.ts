export {
  type Country,
  findCountry,
  findCountryByName,
  flagOf,
  listCountries,
} from './countries.ts';
