import { type CurrencyCode, currencies } from '@gw/config';
import { useId } from 'react';
import { cx } from '../cx/index.ts';
import { type ControlProps, controlClass, errorIdOf, Field } from '../Field/index.ts';

export type CurrencyPickerProps = Omit<ControlProps<CurrencyCode>, 'value'> & {
  value?: CurrencyCode | undefined;
};

/**
 * Naira or US Dollar. Two options: the native select is the most accessible and lightest; it is
 * drawn as the kit's searchable pickers are (same box, border and ▾), so every select looks one way.
 */
export function CurrencyPicker({
  label,
  value,
  onChange,
  error,
  id,
  required,
}: CurrencyPickerProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field htmlFor={selectId} label={label} error={error} required={required}>
      <div className="relative">
        <select
          id={selectId}
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(selectId) : undefined}
          aria-required={required || undefined}
          // Nothing chosen: the prompt in the placeholders' colour, as in the other fields.
          className={cx(controlClass, 'appearance-none pr-9', value ? undefined : 'text-muted')}
          onChange={(event) => {
            const code = currencies.find((c) => c.code === event.currentTarget.value)?.code;
            if (code) onChange(code);
          }}
        >
          <option value="" disabled>
            Select currency
          </option>
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code} className="text-ink">
              {/* No emoji flag: an option cannot hold an SVG, and emoji flags are empty boxes
                  or letter pairs on many systems (the name and code say it all). */}
              {`${currency.name} (${currency.code})`}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="pointer-events-none absolute top-3 right-3 text-muted">
          ▾
        </span>
      </div>
    </Field>
  );
}
