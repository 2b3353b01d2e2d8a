import { useId } from 'react';
import { type Country, findCountry, listCountries } from '../countries/index.ts';
import { type ControlProps, Field } from '../Field/index.ts';
import { SearchSelect, type SelectOption } from '../SearchSelect/index.ts';

export type CountryPickerProps = Omit<ControlProps<string, Country>, 'value'> & {
  /** The chosen country's ISO alpha-2 code. */
  value?: string | undefined;
  placeholder?: string;
};

let options: SelectOption[] | undefined;
/** The picker's options, built once on first render. */
function countryOptions(): SelectOption[] {
  options ??= listCountries().map((country) => ({
    value: country.code,
    label: country.name,
    prefix: country.flag,
    keywords: country.code,
  }));
  return options;
}

/** A searchable country list with flags (spec §2 reusable pickers). */
export function CountryPicker({
  label,
  value,
  onChange,
  error,
  id,
  required,
  placeholder = 'Search for a country',
}: CountryPickerProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field htmlFor={inputId} label={label} error={error} required={required}>
      <SearchSelect
        id={inputId}
        listLabel={`${label} options`}
        options={countryOptions()}
        value={value}
        error={error}
        required={required}
        placeholder={placeholder}
        renderValue={(option) => `${option.prefix ?? ''} ${option.label}`.trim()}
        onChange={(code) => {
          const country = findCountry(code);
          if (country) onChange(country);
        }}
      />
    </Field>
  );
}
