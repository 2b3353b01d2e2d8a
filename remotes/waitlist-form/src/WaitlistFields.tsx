import { projectTypes } from '@gw/config';
import {
  Button,
  bindTextField,
  ConsentNotice,
  CountryPicker,
  formSubmitClass,
  Honeypot,
  PhoneInput,
  SavedNotice,
  TextField,
  type ToastApi,
} from '@gw/ui';
import { useId } from 'react';
import { waitlistCopy as copy } from './copy.ts';
import { PurposeChoice } from './PurposeChoice.tsx';
import type { ScheduleAtom } from './scheduleAtom.ts';
import { useWaitlistForm } from './useWaitlistForm.ts';
import type { WaitlistFormProps } from './waitlistFormProps.ts';

function goTo(path: string) {
  window.location.assign(path);
}

/** The form itself; toasts come from the wrapper (its own provider or the host's). */
export function WaitlistFields({
  heading = copy.heading,
  navigate = goTo,
  policyHref,
  ...options
}: WaitlistFormProps & { toasts: ToastApi; scheduleAtom: ScheduleAtom }) {
  const form = useWaitlistForm({ ...options, navigate });
  const { values, errors, setField } = form;
  const id = useId();
  const headingId = `${id}-heading`;

  const text = (name: 'firstName' | 'lastName' | 'email' | 'comment') =>
    bindTextField({ idPrefix: id, values, errors, setField }, name, copy[name]);

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.submit}
      aria-labelledby={heading === null ? undefined : headingId}
      aria-label={heading === null ? copy.heading : undefined}
      data-slot="waitlist-form"
      className="rounded-card border border-line bg-surface p-6 text-body shadow-soft sm:p-8"
    >
      {heading !== null && (
        <h2 id={headingId} className="mb-6 text-xl font-semibold text-ink">
          {heading}
        </h2>
      )}
      <Honeypot inputRef={form.honeypotRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('firstName')} autoComplete="given-name" required />
        <TextField {...text('lastName')} autoComplete="family-name" required />
        <TextField
          {...text('email')}
          type="email"
          autoComplete="email"
          required
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <PhoneInput
            label={copy.phone}
            required
            value={values.phone}
            onChange={(phone) => setField('phone', phone)}
            error={errors.phoneNumber}
          />
        </div>
        <div className="sm:col-span-2">
          <CountryPicker
            id={`${id}-targetCountry`}
            label={copy.targetCountry}
            required
            value={values.targetCountry?.code}
            onChange={(country) => setField('targetCountry', country)}
            error={errors.targetCountry}
          />
        </div>
        <PurposeChoice
          className="sm:col-span-2"
          legend={copy.purpose}
          options={projectTypes}
          value={values.purpose}
          onChange={(purpose) => setField('purpose', purpose)}
          error={errors.purpose}
        />
        <TextField {...text('comment')} className="sm:col-span-2" />
      </div>
      <ConsentNotice
        marketing={form.marketing}
        onMarketingChange={form.setMarketing}
        policyHref={policyHref}
        className="mt-6"
      />
      <SavedNotice message={form.notice} className="mt-6" />
      <Button type="submit" loading={form.loading} className={`mt-6 ${formSubmitClass}`}>
        {copy.submit}
      </Button>
    </form>
  );
}
