import { defaultCountry } from '@gw/config';
import { useId, useRef } from 'react';
import type { Country } from '../countries/countries.ts';
import { countryOption } from '../countries/countryOption.tsx';
import { useCountries } from '../countries/index.ts';
import { cx } from '../cx/index.ts';
import { type ControlProps, controlClass, errorIdOf, Field } from '../Field/index.ts';
import { SearchSelect, type SelectOption } from '../SearchSelect/index.ts';

export type PhoneValue = { country: Country; number: string };

export type PhoneInputProps = ControlProps<PhoneValue> & { onBlur?: () => void };

/**
 * The phone field's starting value: Canada, +1 (spec §4), no number; no country list needed (its
 * flag, which comes with the list, shows as a placeholder until then).
 */
export function initialPhone(): PhoneValue {
  return { country: { ...defaultCountry }, number: '' };
}

/** The number as it is sent: dial code and digits, e.g. '+2348012345678'. */
export function fullPhoneNumber(value: PhoneValue): string {
  const digits = value.number.replace(/[^\d]/g, '');
  return digits ? `${value.country.dialCode}${digits}` : '';
}

const dialOption = (country: Country): SelectOption => ({
  ...countryOption(country),
  detail: country.dialCode,
});

let dialOptions: { of: readonly Country[]; options: SelectOption[] } | undefined;
/** The dial-code options, built once the list is here. */
function dialCodeOptions(countries: readonly Country[]): SelectOption[] {
  if (dialOptions?.of !== countries)
    dialOptions = { of: countries, options: countries.map(dialOption) };
  return dialOptions.options;
}

/** A dial-code country picker beside a telephone input. */
export function PhoneInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  id,
  required,
}: PhoneInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  // The list loads on the picker's first intent; until then it offers the chosen country alone.
  const [countries, wantCountries] = useCountries();
  // What this field last said, ahead of the render that brings it back: a dial code picked once
  // a slow list arrives may land between a keystroke and its render, and must keep that digit.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: Partial<PhoneValue>) => {
    latest.current = { ...latest.current, ...next };
    onChange(latest.current);
  };
  return (
    <Field htmlFor={inputId} label={label} error={error} required={required}>
      <div className="flex gap-2">
        <SearchSelect
          ariaLabel={`${label}: country code`}
          className="w-32 shrink-0"
          listClassName="w-72"
          options={countries ? dialCodeOptions(countries) : [dialOption(value.country)]}
          loading={!countries}
          onIntent={wantCountries}
          value={value.country.code}
          renderValue={(option) => option.detail ?? ''}
          onChange={(code) => {
            const country = countries?.find((entry) => entry.code === code);
            if (country) change({ country });
          }}
        />
        <input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(inputId) : undefined}
          aria-required={required || undefined}
          className={cx(controlClass, 'flex-1')}
          onChange={(event) => change({ number: event.currentTarget.value })}
          onBlur={onBlur}
        />
      </div>
    </Field>
  );
}
