import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuditEntry, OperatorApiError, operatorApi } from '../../operator/operatorApi.ts';
import { expectNoAxeViolations } from '../../sections/test/axe.ts';
import { AuditLogView } from './AuditLogView.tsx';
import type { SignedIn } from './operatorSession.ts';

const session: SignedIn = {
  email: 'sales@groundwork.ng',
  csrfToken: 'csrf-token',
  base: 'http://api.test',
  toLogin: vi.fn(),
};

const entry = (id: number, action: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: `2026-11-26T1${id % 10}:00:00.000Z`,
  operator: 'sales@groundwork.ng',
  action,
  target: null,
  detail: null,
  ...extra,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the audit log view', () => {
  it('lists entries newest first as the API gives them, and loads more with the cursor', async () => {
    const audit = vi
      .spyOn(operatorApi, 'audit')
      .mockResolvedValueOnce({
        data: [
          entry(3, 'person.erase', {
            target: `person:${'ab'.repeat(32)}`,
            detail: { leads: [12, 14], files: 1 },
          }),
          entry(2, 'lead.view', { target: '12' }),
        ],
        next: 'cursor-2',
      })
      .mockResolvedValueOnce({ data: [entry(1, 'sign-in')], next: null });
    const user = userEvent.setup();
    const { container } = render(<AuditLogView session={session} />);
    const table = await screen.findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows().map((row) => row.querySelector('code')?.textContent)).toEqual([
      'person.erase',
      'lead.view',
    ]);
    const erase = within(rows()[0] as HTMLElement);
    expect(erase.getByText('Erased a person')).toBeTruthy();
    expect(erase.getByText(`person:${'ab'.repeat(32)}`)).toBeTruthy();
    expect(erase.getByText('leads: 12, 14 · files: 1')).toBeTruthy();
    expect(audit).toHaveBeenCalledWith(null);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Signed in');
    expect(audit).toHaveBeenLastCalledWith('cursor-2');
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' }), 'the last page').toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    vi.spyOn(operatorApi, 'audit')
      .mockRejectedValueOnce(new OperatorApiError(0, 'The leads service cannot be reached.'))
      .mockResolvedValueOnce({ data: [], next: null });
    const user = userEvent.setup();
    render(<AuditLogView session={session} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The leads service cannot be reached.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing has been logged yet.')).toBeTruthy();
  });
});
