import { PhoneInput, TextField } from '@gw/ui';
import { fundingCopy as copy } from './copy.ts';
import { type StepProps, textField } from './stepProps.ts';

/** Step 3, 'Let us get to know you': the phone's dial code becomes the countryCode. */
export function ContactStep(props: StepProps) {
  const { values, errors, setField } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...textField(props, 'firstName', copy.firstName)}
        autoComplete="given-name"
        required
      />
      <TextField
        {...textField(props, 'lastName', copy.lastName)}
        autoComplete="family-name"
        required
      />
      <TextField
        {...textField(props, 'email', copy.email)}
        type="email"
        autoComplete="email"
        required
        className="sm:col-span-2"
      />
      <TextField
        {...textField(props, 'role', copy.role)}
        autoComplete="organization-title"
        required
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <PhoneInput
          label={copy.phone}
          required
          value={values.phone}
          onChange={(phone) => setField('phone', phone)}
          onBlur={() => props.touch('phone')}
          error={errors.phone ?? errors.countryCode}
        />
      </div>
    </div>
  );
}
