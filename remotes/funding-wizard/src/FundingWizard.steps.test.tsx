import { testApiPerFile } from '@gw/api/vitest';
import { antiSpam } from '@gw/config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FundingWizard, type FundingWizardProps } from './index.ts';
import { button, company, currentStep, errorOf, fill } from './test/wizardHelpers.ts';

const api = testApiPerFile();

function setup(props: FundingWizardProps = {}) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  const view = render(
    <FundingWizard
      defaultOpen
      apiBase={api.url}
      countriesBase={api.url}
      onOpenChange={onOpenChange}
      {...props}
    />,
  );
  return { user, onOpenChange, ...view };
}

describe('FundingWizard steps', () => {
  it("opens on step 1, 'Tell us about your company', with Cancel and Next", async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Funding' });
    expect(currentStep()).toContain('1. Company Details');
    expect(within(dialog).getByRole('heading', { name: 'Company Details' })).toBeTruthy();
    expect(within(dialog).getByText('Tell us about your company')).toBeTruthy();
    expect(button('Cancel')).toBeTruthy();
    expect(button('Next')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const trap = dialog.querySelector<HTMLInputElement>(`input[name="${antiSpam.honeypotField}"]`);
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('Next marks the step touched, shows its messages and stays until they are fixed', async () => {
    const { user } = setup();
    await screen.findByRole('dialog');
    expect(errorOf('Business name')).toBeUndefined();
    await user.click(button('Next'));
    expect(errorOf('Business name')).toBe('Business Name is required');
    expect(errorOf('Business email')).toBe('Business email is required');
    expect(errorOf('Website (optional)')).toBeUndefined();
    expect(currentStep()).toContain('Company Details');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Business name')),
    );

    await fill(user, { 'Website (optional)': 'not a site', 'Business email': 'hello@' });
    await user.click(button('Next'));
    expect(errorOf('Website (optional)')).toBe('Enter a valid URL');
    expect(errorOf('Business email')).toBe('Enter a valid email');

    await fill(user, company);
    expect(errorOf('Business email')).toBeUndefined();
    await user.click(button('Next'));
    await waitFor(() => expect(currentStep()).toContain('2. Funding Details'));
  });

  it('touches a field when it is left, not before', async () => {
    const { user } = setup();
    await screen.findByRole('dialog');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Business name')),
    );
    expect(errorOf('Business name')).toBeUndefined();
    await user.tab();
    expect(errorOf('Business name')).toBe('Business Name is required');
    expect(errorOf('Business email')).toBeUndefined();
  });

  it('Back returns a step with the answers kept; Cancel on step 1 closes and keeps them', async () => {
    const { user, onOpenChange } = setup();
    await screen.findByRole('dialog');
    await fill(user, company);
    await user.click(button('Next'));
    await waitFor(() => expect(currentStep()).toContain('Funding Details'));
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(button('Back'));
    expect(currentStep()).toContain('Company Details');
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe(
      'Acme Builders',
    );
    await user.click(button('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ['the close icon', () => screen.getByRole('button', { name: 'Close' })],
    ['a backdrop click', () => screen.getByRole('dialog')],
  ])('closes on %s', async (_, target) => {
    const { user, onOpenChange } = setup();
    await screen.findByRole('dialog');
    await user.click(target());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
