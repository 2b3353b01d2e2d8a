import { useId } from 'react';

interface PurposeChoiceProps {
  legend: string;
  options: readonly string[];
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  className?: string;
}

/** New Build or Renovation as a radio group: both visible, one keystroke to choose. */
export function PurposeChoice({
  legend,
  options,
  value,
  onChange,
  error,
  className,
}: PurposeChoiceProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={className}
      aria-describedby={error ? errorId : undefined}
      data-slot="purpose-choice"
    >
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line bg-surface px-4 has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary"
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
