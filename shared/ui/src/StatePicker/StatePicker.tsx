import { useId } from 'react';
import { Field } from '../Field/index.ts';
import { SearchSelect } from '../SearchSelect/index.ts';

export type StatePickerProps = {
  label: string;
  /** The states of the chosen country, as the countries service lists them. */
  states: { name: string }[];
  value?: string | undefined;
  onChange: (name: string) => void;
  loading?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  id?: string;
  required?: boolean;
  /** The placeholder while there are no states (default 'Choose a country first'). */
  emptyPlaceholder?: string | undefined;
};

/** A searchable list of a country's states; disabled until there is a list to choose from. */
export function StatePicker({
  label,
  states,
  value,
  onChange,
  loading,
  error,
  disabled,
  id,
  required,
  emptyPlaceholder = 'Choose a country first',
}: StatePickerProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const options = states.map((state) => ({ value: state.name, label: state.name }));
  const placeholder = loading
    ? 'Loading states…'
    : options.length
      ? 'Search for a state'
      : emptyPlaceholder;
  return (
    <Field htmlFor={inputId} label={label} error={error} required={required}>
      <SearchSelect
        id={inputId}
        listLabel={`${label} options`}
        options={options}
        value={value}
        error={error}
        required={required}
        disabled={disabled || loading || options.length === 0}
        placeholder={placeholder}
        onChange={onChange}
      />
      {loading && (
        <span role="status" className="sr-only">
          Loading states
        </span>
      )}
    </Field>
  );
}
