import { consentNotice, privacyPolicyPath } from '@gw/config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConsentNotice } from './index.ts';

/** A form holding the choice, as every lead form does. */
function Form({ policyHref, onChoice }: { policyHref?: string; onChoice?: (on: boolean) => void }) {
  const [marketing, setMarketing] = useState(false);
  return (
    <form>
      <ConsentNotice
        marketing={marketing}
        onMarketingChange={(next) => {
          setMarketing(next);
          onChoice?.(next);
        }}
        policyHref={policyHref}
      />
    </form>
  );
}

const notice = `${consentNotice.notice.before}${consentNotice.notice.link} (opens in a new tab)${consentNotice.notice.after}`;

describe('ConsentNotice', () => {
  it('passes axe: the notice, its policy link and a labelled choice', async () => {
    const { container } = render(<Form />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('shows the versioned notice with the site’s privacy policy, opened beside the form', () => {
    render(<Form />);
    expect(screen.getByText(consentNotice.notice.before, { exact: false }).textContent).toBe(
      notice,
    );
    const link = screen.getByRole('link', {
      name: `${consentNotice.notice.link} (opens in a new tab)`,
    });
    expect(link.getAttribute('href')).toBe(privacyPolicyPath);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links to the absolute policy address it is given (a widget on a partner’s page)', () => {
    render(<Form policyHref={`https://groundwork.ng${privacyPolicyPath}`} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      'https://groundwork.ng/privacy-policy',
    );
  });

  it('offers the marketing choice unticked; a click or the space bar ticks and unticks it', async () => {
    const user = userEvent.setup();
    const onChoice = vi.fn();
    render(<Form onChoice={onChoice} />);
    const choice = screen.getByRole('checkbox', { name: consentNotice.marketing });
    expect((choice as HTMLInputElement).checked).toBe(false);
    // From the page: the policy link, then the choice.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link'));
    await user.tab();
    expect(document.activeElement).toBe(choice);
    await user.keyboard(' ');
    expect((choice as HTMLInputElement).checked).toBe(true);
    // Its words are its label: pressing them unticks it.
    await user.click(screen.getByText(consentNotice.marketing));
    expect((choice as HTMLInputElement).checked).toBe(false);
    expect(onChoice.mock.calls).toEqual([[true], [false]]);
  });
});
