import { defaultCountry } from '@gw/config';
import { useId } from 'react';
import { type Country, findCountry, listCountries } from '../countries/index.ts';
import { cx } from '../cx/index.ts';
import { type ControlProps, controlClass, errorIdOf, Field } from '../Field/index.ts';
import { SearchSelect, type SelectOption } from '../SearchSelect/index.ts';

export type PhoneValue = { country: Country; number: string };

export type PhoneInputProps = ControlProps<PhoneValue> & { onBlur?: () => void };

/** The phone field's starting value: Canada, +1 (spec §4), no number. */
export function initialPhone(): PhoneValue {
  const country = findCountry(defaultCountry.code);
  if (!country) throw new Error(`Unknown default country ${defaultCountry.code}`);
  return { country, number: '' };
}

/** The number as it is sent: dial code and digits, e.g. '+2348012345678'. */
export function fullPhoneNumber(value: PhoneValue): string {
  const digits = value.number.replace(/[^\d]/g, '');
  return digits ? `${value.country.dialCode}${digits}` : '';
}

let dialOptions: SelectOption[] | undefined;
/** The dial-code options, built once on first render. */
function dialCodeOptions(): SelectOption[] {
  dialOptions ??= listCountries().map((country) => ({
    value: country.code,
    label: country.name,
    prefix: country.flag,
    detail: country.dialCode,
    keywords: `${country.code} ${country.dialCode}`,
  }));
  return dialOptions;
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
  return (
    <Field htmlFor={inputId} label={label} error={error} required={required}>
      <div className="flex gap-2">
        <SearchSelect
          ariaLabel={`${label}: country code`}
          className="w-32 shrink-0"
          listClassName="w-72"
          options={dialCodeOptions()}
          value={value.country.code}
          renderValue={(option) => `${option.prefix ?? ''} ${option.detail ?? ''}`.trim()}
          onChange={(code) => {
            const country = findCountry(code);
            if (country) onChange({ ...value, country });
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
          onChange={(event) => onChange({ ...value, number: event.currentTarget.value })}
          onBlur={onBlur}
        />
      </div>
    </Field>
  );
}
