import { type RoutedAnswers, startRoutedAnswers } from '@gw/api/testing';
import { fundingMessages, uploadMessages } from '@gw/api-client';
import { waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  field,
  fundingFields,
  submitContact,
  toContact,
  toDetails,
  viewOf,
} from './fundingSteps.ts';
import { groundwork, loadWidget, record, settle } from './loadWidget.ts';
import { clearPage, firstUse } from './page.ts';

// The partner's `api`: it serves states, refuses the document's upload address and the lead.
// One per case, so `received` holds only the case's own requests.
let partnerApi: RoutedAnswers;

beforeAll(async () => {
  await loadWidget('funding');
});

beforeEach(async () => {
  partnerApi = await startRoutedAnswers({
    '/countries/states': { status: 200, body: { data: { states: [{ name: 'Lagos' }] } } },
    '/files/upload': { status: 400, body: { message: 'Uploads are closed' } },
    '/funding-application/create': { status: 400, body: { message: 'Refused' } },
  });
});

afterEach(async () => {
  await clearPage();
  await partnerApi.close();
});

describe('funding.js when its `api` refuses', () => {
  it('loads states from `api`, toasts a refused upload without gw:error, then says gw:error for the lead', async () => {
    const element = document.createElement('gw-funding');
    element.setAttribute('api', partnerApi.url);
    element.setAttribute('partner', 'acme');
    element.setAttribute('open', '');
    document.body.append(element);
    const submits = record(element, 'gw:submit');
    const successes = record(element, 'gw:success');
    const errors = record(element, 'gw:error');
    await settle(20);
    const user = userEvent.setup();
    const view = viewOf(element);
    await view.findByRole('dialog', { name: 'Apply for Funding' }, firstUse);
    await toDetails(user, view);

    // A document the API will not take: the visitor is told, the page is not (not a lead error).
    const input = element.shadowRoot?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4 plan'], 'plan.pdf', { type: 'application/pdf' }));
    expect(await view.findByText('Uploads are closed')).toBeTruthy();
    expect(await view.findByText(uploadMessages.rejected)).toBeTruthy();
    expect([submits, errors]).toEqual([[], []]);

    await toContact(user, view);
    expect(partnerApi.received).toContainEqual({
      path: '/countries/states',
      body: { country: 'Nigeria' },
    });
    await submitContact(user, view);

    expect(await view.findByText(fundingMessages.failure, {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() =>
      expect(errors).toEqual([{ message: fundingMessages.failure, saved: false, failed: false }]),
    );
    expect(submits).toEqual([{ widget: 'funding', fields: fundingFields }]);
    expect(successes).toEqual([]);
    // The wizard stays open on step 3 with the answers (docs/deviations.md).
    expect(view.getByRole('dialog', { name: 'Apply for Funding' })).toBeTruthy();
    expect(field(view, 'Role (e.g. CEO)').value).toBe('CEO');
    const lead = partnerApi.received.find(({ path }) => path === '/funding-application/create');
    expect(lead?.body).toMatchObject({ businessName: 'Acme Builders', state: 'Lagos' });
  });

  it('announces nothing for a step that does not validate', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const submits = record(element, 'gw:submit');
    const errors = record(element, 'gw:error');
    groundwork().mount('funding', element, { api: partnerApi.url, open: true });
    await settle(20);
    const view = viewOf(element);
    await userEvent.setup().click(view.getByRole('button', { name: /^Next/ }));
    await waitFor(() =>
      expect(field(view, 'Business name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect([submits, errors]).toEqual([[], []]);
  });
});
