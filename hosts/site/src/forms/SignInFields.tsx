import { TextField } from '@gw/ui';

type SignInFieldsProps = {
  /** The form's id prefix: the fields are `${id}-email` and `${id}-password`. */
  id: string;
  email: string;
  password: string;
  onEmail(value: string): void;
  onPassword(value: string): void;
  errors?: { email?: string | undefined; password?: string | undefined };
};

/** An e-mail and a password, labelled and autocompleted as a sign-in (admin login, preview gate). */
export function SignInFields({
  id,
  email,
  password,
  onEmail,
  onPassword,
  errors = {},
}: SignInFieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={onEmail}
        error={errors.email}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={onPassword}
        error={errors.password}
      />
    </>
  );
}
