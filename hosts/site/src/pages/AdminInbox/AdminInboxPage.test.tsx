import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorApi } from '../../operator/operatorApi.ts';
import { primeSiteConfig } from '../../siteConfig/siteConfig.ts';
import { AdminInboxPage } from './AdminInboxPage.tsx';

beforeEach(() => {
  primeSiteConfig({ apiBase: 'http://api.test' });
  vi.spyOn(operatorApi, 'session').mockResolvedValue({
    email: 'sales@groundwork.ng',
    csrfToken: 'csrf-token',
  });
  vi.spyOn(operatorApi, 'audit').mockResolvedValue({ data: [], next: null });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const nav = () => screen.findByRole('navigation', { name: 'Operator pages' });
const current = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the operator area: one page, three views', () => {
  it('marks the view shown and moves between them with links', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/admin', element: <AdminInboxPage /> }], {
      initialEntries: ['/admin?view=data-requests'],
    });
    render(<RouterProvider router={router} />);
    const links = await nav();
    expect(current(links)).toEqual(['Data requests']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Data requests');
    expect(screen.queryByRole('link', { name: 'Export CSV' }), 'nothing to export here').toBeNull();

    await user.click(within(links).getByRole('link', { name: 'Audit log' }));
    expect(router.state.location.search).toBe('?view=audit-log');
    expect(current(await nav())).toEqual(['Audit log']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit log');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      'http://api.test/admin/audit/export.csv',
    );
    expect(within(links).getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe('/admin');
  });
});
