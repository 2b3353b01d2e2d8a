import { TextField } from '@gw/ui';
import { fundingCopy as copy } from './copy.ts';
import { type StepProps, textField } from './stepProps.ts';

/** Step 1, 'Tell us about your company'. */
export function CompanyStep(props: StepProps) {
  return (
    <div className="grid gap-4">
      <TextField
        {...textField(props, 'businessName', copy.businessName)}
        autoComplete="organization"
        required
      />
      <TextField {...textField(props, 'website', copy.website)} type="url" autoComplete="url" />
      <TextField
        {...textField(props, 'businessEmail', copy.businessEmail)}
        type="email"
        autoComplete="email"
        required
      />
    </div>
  );
}
