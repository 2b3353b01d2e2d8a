import { type Attribution, limits } from '@gw/config';
import { CountryPicker, CurrencyPicker, StatePicker, TextArea } from '@gw/ui';
import { AmountField } from './AmountField.tsx';
import { fundingCopy as copy } from './copy.ts';
import type { StepProps } from './stepProps.ts';
import { UploadField } from './UploadField.tsx';
import { useStates } from './useStates.ts';

interface DetailsStepProps extends StepProps {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  countriesBase?: string | undefined;
}

/** Step 2: documents, the project, where it is, and how much funding in which currency. */
export function DetailsStep(props: DetailsStepProps) {
  const { idPrefix, values, errors, setField, touch } = props;
  const states = useStates(props.countriesBase, values.country?.name);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <UploadField
          apiBase={props.apiBase}
          attribution={props.attribution}
          files={values.uploadedFiles}
          onFilesChange={props.updateFiles}
          error={errors.uploadedFiles}
        />
      </div>
      <div className="sm:col-span-2">
        <TextArea
          label={copy.projectDescription}
          maxLength={limits.descriptionMax}
          value={values.projectDescription}
          onChange={(text) => setField('projectDescription', text)}
          onBlur={() => touch('projectDescription')}
          error={errors.projectDescription}
        />
      </div>
      <CountryPicker
        id={`${idPrefix}-country`}
        label={copy.country}
        required
        value={values.country?.code}
        onChange={(country) => {
          setField('country', country);
          setField('state', '');
          touch('country');
        }}
        error={errors.country}
      />
      <StatePicker
        label={copy.state}
        required
        states={states.states}
        value={values.state || undefined}
        onChange={(name) => {
          setField('state', name);
          touch('state');
        }}
        loading={states.loading}
        disabled={!values.country}
        error={states.error ?? errors.state}
      />
      <CurrencyPicker
        label={copy.currency}
        required
        value={values.currency || undefined}
        onChange={(code) => {
          setField('currency', code);
          touch('currency');
        }}
        error={errors.currency}
      />
      <AmountField
        id={`${idPrefix}-amount`}
        label={copy.amount}
        value={values.amount}
        onChange={(amount) => setField('amount', amount)}
        onBlur={() => touch('amount')}
        error={errors.amount}
      />
    </div>
  );
}
