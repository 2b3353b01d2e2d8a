import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxFilters } from './InboxFilters.tsx';
import { readFilter } from './inboxQuery.ts';
import { LeadDetail } from './LeadDetail.tsx';
import { LeadList } from './LeadList.tsx';
import { type InboxLead, operatorApi } from './operatorApi.ts';

// Issue 28: test leads (a partner's widget in test mode) are a view of their own in the inbox,
// each with a "Test" badge.
const lead = (id: number, test?: true): InboxLead => ({
  id,
  kind: 'demo',
  payload: { firstName: 'Tess', lastName: `Lead${id}`, email: `tess${id}@partner.ng` },
  attribution: { partner: 'acme', surface: 'widget' },
  createdAt: '2026-11-26T08:00:00.000Z',
  handledAt: null,
  consent: { notice: '2026-11-26', marketing: false, at: '2026-11-26T07:59:00.000Z' },
  webhook: null,
  ...(test && { test }),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('test leads in the inbox', () => {
  it('switches to the test leads with the "Leads" filter', async () => {
    const onFilter = vi.fn();
    render(<InboxFilters filter={readFilter(new URLSearchParams())} onFilter={onFilter} />);
    const leads = screen.getByLabelText('Leads') as HTMLSelectElement;
    expect(leads.value, 'the real leads by default').toBe('');
    await userEvent.setup().selectOptions(leads, 'Test leads');
    expect(onFilter).toHaveBeenCalledWith({ test: 'true' });
  });

  it('badges a test lead "Test" in the list and its detail; a real lead has none', async () => {
    render(
      <LeadList
        leads={[lead(1, true), lead(2)]}
        selected={null}
        fresh={new Set()}
        onOpen={() => {}}
      />,
    );
    const row = (name: string) => within(screen.getByRole('button', { name: new RegExp(name) }));
    expect(row('Lead1').getByText('Test')).toBeTruthy();
    expect(row('Lead2').queryByText('Test')).toBeNull();

    vi.spyOn(operatorApi, 'lead').mockResolvedValue({ ...lead(1, true), files: [] });
    render(
      <LeadDetail
        id={1}
        base="http://api.test"
        csrf="csrf"
        onClose={() => {}}
        onChanged={() => {}}
        onSignedOut={() => {}}
      />,
    );
    const heading = await screen.findByRole('heading', { name: /Tess Lead1/ });
    expect(within(heading).getByText('Test')).toBeTruthy();
  });
});
