import { limits } from '@gw/config';
import { CountryPicker, CurrencyPicker, StatePicker, TextArea } from '@gw/ui';
import { useEffect } from 'react';
import { AmountField } from './AmountField.tsx';
import { fundingCopy as copy } from './copy.ts';
import type { StepProps } from './stepProps.ts';
import { UploadField } from './UploadField.tsx';
import { useStates } from './useStates.ts';

interface DetailsStepProps extends StepProps {
  countriesBase?: string | undefined;
  /** Uploads a chosen document (the wizard's, so it outlives this step). */
  startUpload(file: File): void;
  /** Documents waiting for the connection, and how one is taken off the list. */
  waiting: File[];
  removeWaiting(file: File): void;
}

/** Step 2: documents, the project, where it is, and how much funding in which currency. */
export function DetailsStep(props: DetailsStepProps) {
  const { idPrefix, values, errors, setField, touch } = props;
  const states = useStates(props.countriesBase, values.country?.name);
  // A country without states (a territory, a city-state): the country itself is the one choice,
  // chosen for the visitor, so the required State never blocks them.
  const wholeCountry = states.loaded && states.states.length === 0 ? values.country?.name : '';
  const stateOptions = wholeCountry ? [{ name: wholeCountry }] : states.states;
  const chosenState = values.state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: setField is a new function each render
  useEffect(() => {
    if (wholeCountry && chosenState !== wholeCountry) setField('state', wholeCountry);
  }, [wholeCountry, chosenState]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <UploadField
          onFile={props.startUpload}
          files={values.uploadedFiles}
          onFilesChange={props.updateFiles}
          waiting={props.waiting}
          onRemoveWaiting={props.removeWaiting}
          error={errors.uploadedFiles}
        />
      </div>
      <div className="sm:col-span-2">
        <TextArea
          label={copy.projectDescription}
          required
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
      <div className="flex flex-col gap-1">
        <StatePicker
          label={copy.state}
          required
          states={stateOptions}
          value={values.state || undefined}
          onChange={(name) => {
            setField('state', name);
            touch('state');
          }}
          loading={states.loading}
          disabled={!values.country}
          emptyPlaceholder={states.error ? copy.noStates : undefined}
          error={states.error ?? errors.state}
        />
        {states.error && (
          <button
            type="button"
            onClick={states.retry}
            className="min-h-11 self-start rounded-control text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {copy.retryStates}
          </button>
        )}
      </div>
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
        required
        value={values.amount}
        onChange={(amount) => setField('amount', amount)}
        onBlur={() => touch('amount')}
        error={errors.amount}
      />
    </div>
  );
}
