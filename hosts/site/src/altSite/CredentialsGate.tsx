import { brand } from '@gw/config';
import { Button } from '@gw/ui';
import { type FormEvent, useId, useState } from 'react';
import { SignInFields } from '../forms/SignInFields.tsx';
import { hashCredentials } from './hashCredentials.ts';

export const credentialsGateCopy = {
  heading: 'Preview access',
  intro: 'This preview of the site is private. Sign in to continue.',
  wrong: 'email or password is wrong',
  submit: 'Continue',
} as const;

export type CredentialsGateProps = {
  /** SHA-256 (hex) of the expected credentials (hashCredentials.ts). */
  expectedHash: string;
  onPass(): void;
};

/**
 * The hidden credentials screen (spec §2): e-mail and password compared, as a SHA-256 hash,
 * with the one given at build time. A preview gate, not security (altSiteConfig.ts).
 */
export function CredentialsGate({ expectedHash, onPass }: CredentialsGateProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecking(true);
    const hash = await hashCredentials(email, password);
    setChecking(false);
    if (expectedHash && hash === expectedHash) onPass();
    else setError(credentialsGateCopy.wrong);
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-canvas px-5 font-sans">
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex w-full max-w-sm flex-col gap-4 rounded-card border border-line bg-surface p-8 shadow-soft"
      >
        <p className="text-xl font-bold text-primary">{brand.name}</p>
        <h1 className="text-2xl font-bold text-ink">{credentialsGateCopy.heading}</h1>
        <p className="text-body">{credentialsGateCopy.intro}</p>
        <SignInFields
          id={id}
          email={email}
          password={password}
          onEmail={setEmail}
          onPassword={setPassword}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <Button type="submit" loading={checking}>
          {credentialsGateCopy.submit}
        </Button>
      </form>
    </main>
  );
}
