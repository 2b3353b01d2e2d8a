import { Button, ConsentNotice, cx, formSubmitClass, Honeypot, TextArea, TextField } from '@gw/ui';
import { useId } from 'react';
import { useTeaserForm } from './useTeaserForm.ts';

/** The teaser's fields (loaded when 'Get in touch' is pressed, not with the page). */
export function ContactTeaserForm({ id }: { id: string }) {
  const field = useId();
  const { values, errors, change, submit, sending, result, honeypotRef, marketing, setMarketing } =
    useTeaserForm();
  return (
    <form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label="Contact us"
      className="mt-8 grid gap-5 rounded-card border border-line bg-surface p-6 text-left shadow-soft sm:grid-cols-2 lg:p-8"
    >
      <TextField
        id={`${field}-first`}
        label="First name"
        autoComplete="given-name"
        required
        value={values.firstname}
        onChange={(value) => change('firstname', value)}
        error={errors.firstname}
        autoFocus
      />
      <TextField
        id={`${field}-last`}
        label="Last name"
        autoComplete="family-name"
        required
        value={values.lastname}
        onChange={(value) => change('lastname', value)}
        error={errors.lastname}
      />
      <TextField
        id={`${field}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(value) => change('email', value)}
        error={errors.email}
        className="sm:col-span-2"
      />
      <TextArea
        id={`${field}-message`}
        label="Message"
        rows={5}
        required
        value={values.message}
        onChange={(value) => change('message', value)}
        error={errors.message}
        className="sm:col-span-2"
      />
      <Honeypot inputRef={honeypotRef} />
      <ConsentNotice
        marketing={marketing}
        onMarketingChange={setMarketing}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" loading={sending} className={formSubmitClass}>
          Send message
        </Button>
        <p
          role="status"
          className={cx(
            'text-sm font-medium',
            result?.ok ? 'text-success' : result?.saved ? 'text-ink' : 'text-danger',
          )}
        >
          {result?.message}
          {result?.mailto && (
            <a href={result.mailto.href} className="ml-1 font-semibold underline">
              {result.mailto.label}
            </a>
          )}
        </p>
      </div>
    </form>
  );
}
