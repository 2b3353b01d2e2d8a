import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inner, loadWidget } from './loadWidget.ts';
import { clearPage, firstUse, showPage } from './page.ts';

const fieldValue = (view: ReturnType<typeof within>, label: string) =>
  (view.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

describe('prefill attributes of the waitlist and funding widgets', () => {
  beforeAll(async () => {
    await loadWidget('waitlist');
    await loadWidget('funding');
  });

  afterEach(clearPage);

  it('the waitlist form starts from first-name, last-name, email and comment', async () => {
    await showPage(`
      <gw-waitlist first-name="Ada" last-name="Obi" email="ada@acme.ng" comment="Two flats in Enugu"
        purpose="ignored: not a prefill field"></gw-waitlist>`);
    const view = within(inner(document.querySelector('gw-waitlist') as Element));
    await view.findByRole('form', { name: 'Join the waitlist' }, firstUse);
    expect(fieldValue(view, 'First name')).toBe('Ada');
    expect(fieldValue(view, 'Last name')).toBe('Obi');
    expect(fieldValue(view, 'Email')).toBe('ada@acme.ng');
    expect(fieldValue(view, 'Anything else we should know? (optional)')).toBe('Two flats in Enugu');
    expect(view.getByRole('radio', { name: 'New Build' })).toHaveProperty('checked', false);
  });

  it('the funding application starts from its data-* prefill', async () => {
    await showPage(`
      <div data-gw-widget="funding" data-business-name="Acme Builders"
        data-business-email="info@acme.ng" data-project-description="Twelve flats"></div>`);
    const host = document.querySelector('[data-gw-widget="funding"]') as Element;
    const view = within(inner(host));
    await userEvent.setup().click(view.getByRole('button', { name: 'Apply for Funding' }));
    await view.findByRole('dialog', { name: 'Apply for Funding' }, firstUse);
    expect(fieldValue(view, 'Business name')).toBe('Acme Builders');
    expect(fieldValue(view, 'Business email')).toBe('info@acme.ng');
  });
});
