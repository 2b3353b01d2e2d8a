export { filterOptions, type SelectOption } from './filterOptions.ts';
export { SearchSelect, type SearchSelectProps } from './SearchSelect.tsx';
