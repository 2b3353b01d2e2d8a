import { useId } from 'react';
import type { Country } from '../countries/countries.ts';
import { countryOption } from '../countries/countryOption.tsx';
import { useCountries } from '../countries/index.ts';
import { type ControlProps, Field } from '../Field/index.ts';
import { SearchSelect, type SelectOption } from '../SearchSelect/index.ts';

export type CountryPickerProps = Omit<ControlProps<string, Country>, 'value'> & {
  /** The chosen country's ISO alpha-2 code. */
  value?: string | undefined;
  placeholder?: string;
};

let options: { of: readonly Country[]; options: SelectOption[] } | undefined;
/** The picker's options, built once the list is here. */
function countryOptions(countries: readonly Country[]): SelectOption[] {
  if (options?.of !== countries) {
    options = {
      of: countries,
      options: countries.map(countryOption),
    };
  }
  return options.options;
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
  // The list loads on the picker's first intent, or at once when a chosen country must be named.
  const [countries, wantCountries] = useCountries(Boolean(value));
  return (
    <Field htmlFor={inputId} label={label} error={error} required={required}>
      <SearchSelect
        id={inputId}
        listLabel={`${label} options`}
        options={countries ? countryOptions(countries) : []}
        loading={!countries}
        onIntent={wantCountries}
        value={value}
        error={error}
        required={required}
        placeholder={placeholder}
        onChange={(code) => {
          const country = countries?.find((entry) => entry.code === code);
          if (country) onChange(country);
        }}
      />
    </Field>
  );
}
