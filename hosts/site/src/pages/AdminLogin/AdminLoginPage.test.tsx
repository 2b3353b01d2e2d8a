import { brand } from '@gw/config';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperatorApiError, operatorApi } from '../../operator/operatorApi.ts';
import { operatorCopy, signInRefusal } from '../../operator/operatorCopy.ts';
import { renderPage } from '../../prerender/renderPage.tsx';
import { renderWithRouter } from '../../sections/test/renderWithRouter.tsx';
import { AdminLoginPage } from './AdminLoginPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

async function html(path: string): Promise<string> {
  const page = await renderPage(path);
  if (page.kind !== 'page') throw new Error(`${path} redirected`);
  return page.html;
}

describe('the operator layout (page table rows with layout: operator)', () => {
  it.each(['/admin-login', '/admin'])(
    '%s shows the wordmark leading home and the page in <main>, none of the marketing',
    async (path) => {
      const markup = await html(path);
      // The link home holds the mark (hidden from readers) and the brand's name.
      expect(markup).toMatch(
        new RegExp(
          `<a[^>]*href="/"[^>]*><svg[^>]*aria-hidden="true"[\\s\\S]*?</svg>${brand.name}</a>`,
        ),
      );
      expect(markup).toContain('<main id="main"');
      expect(markup).toContain('href="#main"');
      expect(markup.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const marketing of ['Sign up', 'Learn More', 'Open menu', '<footer', 'Back to top']) {
        expect(markup, marketing).not.toContain(marketing);
      }
    },
  );

  it('leaves the public pages in the site layout', async () => {
    const markup = await html('/owner');
    expect(markup).toContain('Sign up');
    expect(markup).toContain('<footer');
  });
});

describe('the sign-in form', () => {
  function submit() {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ops@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it("says a wrong pair in the pages' sentence case, not the API's lowercase string", async () => {
    vi.spyOn(operatorApi, 'signIn').mockRejectedValue(
      new OperatorApiError(401, 'email or password is wrong'),
    );
    renderWithRouter(<AdminLoginPage />, '/admin-login');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Email or password is wrong.');
    expect(screen.queryByText('email or password is wrong')).toBeNull();
  });

  it('shows any other refusal as it comes (throttled, unreachable)', async () => {
    vi.spyOn(operatorApi, 'signIn').mockRejectedValue(
      new OperatorApiError(429, 'Too many attempts. Please wait and try again.'),
    );
    renderWithRouter(<AdminLoginPage />, '/admin-login');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait and try again.',
    );
  });
});

describe('signInRefusal', () => {
  it('maps only a 401 to the copy module, whatever the API wrote', () => {
    expect(signInRefusal(new OperatorApiError(401, 'anything'))).toBe(
      operatorCopy.wrongCredentials,
    );
    expect(signInRefusal(new OperatorApiError(0, 'The leads service cannot be reached.'))).toBe(
      'The leads service cannot be reached.',
    );
  });
});
