import type { ConsentRecord } from '@gw/config';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxFilters } from './InboxFilters.tsx';
import { readFilter } from './inboxQuery.ts';
import { LeadDetail } from './LeadDetail.tsx';
import { LeadList } from './LeadList.tsx';
import { type InboxLead, operatorApi } from './operatorApi.ts';

const lead = (id: number, consent: ConsentRecord): InboxLead => ({
  id,
  kind: 'funding',
  payload: { firstName: 'Amaka', lastName: `Lead${id}`, email: `amaka${id}@example.ng` },
  attribution: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  handledAt: null,
  consent,
  webhook: null,
});

const given = lead(1, {
  notice: '2026-11-26',
  marketing: true,
  at: '2026-11-25T07:59:00.000Z',
  page: 'https://groundwork.ng/developer',
  partner: 'ndba',
});
const none = lead(2, { notice: null, marketing: false, at: '2026-11-25T08:00:00.000Z' });
const withdrawn = lead(3, {
  notice: '2026-11-26',
  marketing: false,
  at: '2026-11-25T08:00:00.000Z',
  marketingWithdrawnAt: '2026-11-26T12:00:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('consent in the inbox (issue 27)', () => {
  it('lists the notice version or a visible "No notice shown" flag, and the marketing choice', () => {
    render(
      <LeadList
        leads={[given, none, withdrawn]}
        selected={null}
        fresh={new Set()}
        onOpen={() => {}}
      />,
    );
    const row = (name: string) => within(screen.getByRole('button', { name: new RegExp(name) }));
    expect(row('Lead1').getByText('Notice 2026-11-26')).toBeTruthy();
    expect(row('Lead1').getByText('Marketing: Yes')).toBeTruthy();
    expect(row('Lead2').getByText('No notice shown').className).toContain('text-danger');
    expect(row('Lead2').getByText('Marketing: No')).toBeTruthy();
    expect(row('Lead3').getByText('Marketing: Withdrawn on 26 Nov 2026')).toBeTruthy();
  });

  it('shows the whole record in the detail: notice, marketing, when, page, partner', async () => {
    vi.spyOn(operatorApi, 'lead').mockResolvedValue({ ...given, files: [] });
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
    await screen.findByRole('heading', { name: 'Consent' });
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Notice shown')).toBe('2026-11-26');
    expect(value('Marketing e-mails')).toBe('Yes');
    expect(value('Given at')).toMatch(/25 Nov 2026/);
    expect(value('Page')).toBe('https://groundwork.ng/developer');
    expect(value('Partner')).toBe('ndba');
  });

  it('flags a lead stored without a notice in the detail', async () => {
    vi.spyOn(operatorApi, 'lead').mockResolvedValue({ ...none, files: [] });
    render(
      <LeadDetail
        id={2}
        base="http://api.test"
        csrf="csrf"
        onClose={() => {}}
        onChanged={() => {}}
        onSignedOut={() => {}}
      />,
    );
    await screen.findByRole('heading', { name: 'Consent' });
    expect(screen.getByText(/^No notice shown: this lead came without/)).toBeTruthy();
    expect(screen.getByText('Notice shown').nextElementSibling?.textContent).toBe(
      'No notice shown',
    );
  });

  it('filters the leads stored without a notice (consent=none)', async () => {
    const onFilter = vi.fn();
    render(<InboxFilters filter={readFilter(new URLSearchParams())} onFilter={onFilter} />);
    await userEvent.setup().selectOptions(screen.getByLabelText('Consent'), 'No notice shown');
    expect(onFilter).toHaveBeenCalledWith({ consent: 'none' });
  });
});
