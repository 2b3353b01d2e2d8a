import { Button, ConsentNotice, cx, formSubmitClass, Honeypot, TextArea, TextField } from '@gw/ui';
import { useId } from 'react';
import { contactBanner } from './contactBanner.ts';
import { useContactForm } from './useContactForm.ts';

const bannerTone = {
  success: 'border-success/30 bg-success-soft text-success',
  error: 'border-danger/30 bg-danger-soft text-danger',
  saved: 'border-accent bg-accent-soft text-ink',
} as const;

/** The contact page form: first and last name, e-mail and message (spec §2, §5). */
export function ContactForm() {
  const id = useId();
  const { values, errors, change, blur, submit, contact, honeypotRef, marketing, setMarketing } =
    useContactForm();
  const banner = contactBanner(contact);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative flex flex-col gap-5 rounded-card border border-line bg-surface p-6 shadow-soft lg:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-first`}
          label="First Name"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={(value) => change('firstName', value)}
          onBlur={() => blur('firstName')}
          error={errors.firstName}
        />
        <TextField
          id={`${id}-last`}
          label="Last Name"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={(value) => change('lastName', value)}
          onBlur={() => blur('lastName')}
          error={errors.lastName}
        />
      </div>
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(value) => change('email', value)}
        onBlur={() => blur('email')}
        error={errors.email}
      />
      <TextArea
        id={`${id}-message`}
        label="Message"
        rows={5}
        required
        value={values.message}
        onChange={(value) => change('message', value)}
        onBlur={() => blur('message')}
        error={errors.message}
      />
      <Honeypot inputRef={honeypotRef} />
      <ConsentNotice marketing={marketing} onMarketingChange={setMarketing} />
      <div role="status" aria-live="polite">
        {banner && (
          <p
            className={cx(
              'rounded-control border px-4 py-3 text-sm font-medium',
              bannerTone[banner.tone],
            )}
          >
            {banner.message}
            {banner.action && (
              <a href={banner.action.href} className="mt-2 block font-semibold underline">
                {banner.action.label}
              </a>
            )}
          </p>
        )}
      </div>
      <Button type="submit" disabled={contact.loading} className={formSubmitClass}>
        {contact.loading ? 'Sending' : 'Send message'}
      </Button>
    </form>
  );
}
