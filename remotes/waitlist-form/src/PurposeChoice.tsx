import { errorIdOf, FieldError, RequiredMark } from '@gw/ui';
import { useId } from 'react';

interface PurposeChoiceProps {
  legend: string;
  options: readonly string[];
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  className?: string;
}

/** New Build or Renovation as a radio group: both visible, one keystroke to choose; required. */
export function PurposeChoice({
  legend,
  options,
  value,
  onChange,
  error,
  className,
}: PurposeChoiceProps) {
  const name = useId();
  return (
    <fieldset
      className={className}
      aria-describedby={error ? errorIdOf(name) : undefined}
      data-slot="purpose-choice"
    >
      <legend className="mb-1 flex text-sm font-medium text-ink">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mb-1 flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-field-line bg-surface px-4 has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              required
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError of={name}>{error}</FieldError>
    </fieldset>
  );
}
