import { bindTextField, controlClass, cx, Field, TextField } from '@gw/ui';
import { useId } from 'react';
import { demoCopy as copy } from './copy.ts';
import type { DemoValues } from './demoValues.ts';

interface DemoFieldsProps {
  values: DemoValues;
  errors: Record<string, string>;
  onField(name: keyof DemoValues, value: string): void;
}

/** The demo lead's fields (spec §3) in the order the errors are focused. */
export function DemoFields({ values, errors, onField }: DemoFieldsProps) {
  const id = useId();
  const form = { idPrefix: id, values, errors, setField: onField };
  const field = (name: keyof DemoValues) => bindTextField(form, name, copy[name]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field('businessName')}
        autoComplete="organization"
        required
        className="sm:col-span-2"
      />
      <TextField {...field('firstName')} autoComplete="given-name" required />
      <TextField {...field('lastName')} autoComplete="family-name" required />
      <TextField {...field('phone')} type="tel" autoComplete="tel" required />
      <TextField {...field('email')} type="email" autoComplete="email" required />
      <Field htmlFor={`${id}-description`} label={copy.description} className="sm:col-span-2">
        <textarea
          id={`${id}-description`}
          name="description"
          rows={3}
          value={values.description}
          onChange={(event) => onField('description', event.currentTarget.value)}
          className={cx(controlClass, 'resize-y')}
        />
      </Field>
    </div>
  );
}
