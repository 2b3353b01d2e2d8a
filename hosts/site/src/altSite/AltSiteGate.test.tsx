import { createHash } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AltSiteGate } from './AltSiteGate.tsx';
import { altSiteConfig } from './altSiteConfig.ts';
import { credentialsText, hashCredentials } from './hashCredentials.ts';

const email = 'preview@groundwork.example';
const password = 'correct horse battery staple';
// The hash an operator computes with Node's crypto and passes as GW_ALT_SITE_CREDENTIALS_HASH.
const expectedHash = createHash('sha256').update(credentialsText(email, password)).digest('hex');

function renderGate(path = '/pricing/premium') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AltSiteGate enabled expectedHash={expectedHash}>
            <p>Site content</p>
          </AltSiteGate>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, mail: string, pass: string) {
  await user.type(await screen.findByLabelText('Email'), mail);
  await user.type(screen.getByLabelText('Password'), pass);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => sessionStorage.clear());

describe('AltSiteGate (hidden credentials screen)', () => {
  it('hashes with Web Crypto exactly as Node does', async () => {
    expect(await hashCredentials(` ${email.toUpperCase()} `, password)).toBe(expectedHash);
  });

  it('renders no route until the credentials pass', async () => {
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Preview access' })).toBeTruthy();
    expect(screen.queryByText('Site content')).toBeNull();
  });

  it("says 'email or password is wrong' on a mismatch", async () => {
    const user = userEvent.setup();
    renderGate();
    await signIn(user, email, 'wrong password');
    expect(await screen.findByText('email or password is wrong')).toBeTruthy();
    expect(screen.queryByText('Site content')).toBeNull();
    expect(sessionStorage.getItem(altSiteConfig.passedKey)).toBeNull();
  });

  it('on success sets the flag and goes to /', async () => {
    const user = userEvent.setup();
    const router = renderGate();
    await signIn(user, email, password);
    expect(await screen.findByText('Site content')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(altSiteConfig.passedKey)).toBe('1');
  });

  it('stays open for the tab once passed', async () => {
    sessionStorage.setItem(altSiteConfig.passedKey, '1');
    renderGate();
    expect(await screen.findByText('Site content')).toBeTruthy();
  });

  it('is off unless the build enables it', () => {
    expect(altSiteConfig.enabled).toBe(false);
    render(
      <MemoryRouter>
        <AltSiteGate enabled={false} expectedHash="">
          <p>Public site</p>
        </AltSiteGate>
      </MemoryRouter>,
    );
    expect(screen.getByText('Public site')).toBeTruthy();
  });
});
