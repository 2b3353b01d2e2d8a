import { isOperatorEmail } from '@gw/config';
import { Button } from '@gw/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SignInFields } from '../../forms/SignInFields.tsx';
import { operatorApi } from '../../operator/operatorApi.ts';
import { signInRefusal } from '../../operator/operatorCopy.ts';

type Errors = { email?: string; password?: string; form?: string };

/** Where to go once signed in: the inbox address the operator was sent here from, or the inbox. */
function nextPath(params: URLSearchParams): string {
  const next = params.get('next') ?? '';
  return /^\/admin(?:[/?]|$)/.test(next) ? next : '/admin';
}

/**
 * /admin-login (spec §2; DESIGN.md §12): an operator's e-mail and password, checked by the lead
 * API, which sets the session cookie; then the inbox. A wrong pair says so in the pages' own words
 * (operator/operatorCopy.ts).
 */
export function AdminLoginPage() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formError = useRef<HTMLParagraphElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!isOperatorEmail(email.trim())) found.email = 'Enter your e-mail address.';
    if (!password) found.password = 'Enter your password.';
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(`${id}-${found.email ? 'email' : 'password'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await operatorApi.signIn(email.trim(), password);
      navigate(nextPath(params), { replace: true });
    } catch (error) {
      setBusy(false);
      setPassword('');
      setErrors({ form: signInRefusal(error) });
      requestAnimationFrame(() => formError.current?.focus());
    }
  }

  return (
    <section className="flex justify-center bg-canvas px-5 py-20">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy}
        className="flex w-full max-w-md flex-col gap-5 rounded-card border border-line bg-surface p-8 shadow-soft"
      >
        <h1 className="text-3xl font-bold tracking-tight text-ink">Admin login</h1>
        <p className="text-body">Sign in to see and work the leads the site captures.</p>
        {errors.form ? (
          <p
            ref={formError}
            role="alert"
            tabIndex={-1}
            className="rounded-control border border-danger bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
          >
            {errors.form}
          </p>
        ) : null}
        <SignInFields
          id={id}
          email={email}
          password={password}
          onEmail={(value) => {
            setEmail(value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          onPassword={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          errors={errors}
        />
        <Button type="submit" loading={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </section>
  );
}
