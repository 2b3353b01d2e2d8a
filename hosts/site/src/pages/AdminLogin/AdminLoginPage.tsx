import { authPaths, authUrl } from '@gw/config';
import { Button, TextField } from '@gw/ui';
import { type FormEvent, useId, useState } from 'react';

/**
 * /admin-login (spec §2: the page exists, its logic is not shown). This site has no admin
 * back end, so the page never checks or collects a password: it takes the administrator's
 * e-mail and continues to the auth site's sign-in, where the real authentication happens.
 */
export function AdminLoginPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError('Enter your work e-mail address, like name@company.com.');
      return;
    }
    window.location.assign(authUrl(authPaths.signIn, { email: email.trim() }));
  }

  return (
    <section className="flex justify-center bg-canvas px-5 py-20">
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex w-full max-w-md flex-col gap-5 rounded-card border border-line bg-surface p-8 shadow-soft"
      >
        <h1 className="text-3xl font-bold tracking-tight text-ink">Admin login</h1>
        <p className="text-body">
          Administrators sign in on our secure sign-in page. Enter your work e-mail to continue; you
          will enter your password there.
        </p>
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit">Continue to sign-in</Button>
      </form>
    </section>
  );
}
