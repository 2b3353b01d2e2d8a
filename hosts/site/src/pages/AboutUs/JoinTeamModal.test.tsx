import { startAnswerServer } from '@gw/api/testing';
import { timings } from '@gw/config';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../sections/test/axe.ts';
import { primeSiteConfig } from '../../siteConfig/siteConfig.ts';
import { realApiForTests } from '../../test/siteApiServer.ts';
import { JoinTeamModal } from './JoinTeamModal.tsx';

const real = realApiForTests();
beforeEach(() => real.pointSiteAtApi());

const success = "Profile submitted successfully. We'll be in touch if there's a fit!";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        See job openings
      </button>
      <JoinTeamModal open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  const view = render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'See job openings' }));
  await screen.findByRole('dialog', { name: 'Join our team' });
  return { user, ...view };
}

const link = () => screen.getByLabelText('LinkedIn profile link') as HTMLInputElement;

describe('JoinTeamModal', () => {
  it('passes an accessibility check when open', async () => {
    const { container } = await openModal();
    await expectNoAxeViolations(container.ownerDocument.body);
  });

  it('asks for a link when it is empty after trimming, and sends nothing', async () => {
    const { user } = await openModal();
    await user.type(link(), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter your LinkedIn profile link.')).toBeTruthy();
    expect(await real.api.leads('profile')).toHaveLength(0);
  });

  it('posts the link, shows the thanks, clears the input, then closes by itself', async () => {
    const { user } = await openModal();
    await user.type(link(), 'https://www.linkedin.com/in/amaka');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(success)).toBeTruthy();
    expect(link().value).toBe('');
    const [lead] = await real.api.leads('profile');
    expect(lead?.payload).toMatchObject({ linkedInUrl: 'https://www.linkedin.com/in/amaka' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
      timeout: timings.joinModalAutoClose + 1500,
    });
  });

  it('says a refused post failed, stops the spinner and still closes by itself', async () => {
    const failing = await startAnswerServer({ status: 409, body: { message: 'refused' } });
    primeSiteConfig({ apiBase: failing.url });
    try {
      const { user } = await openModal();
      await user.type(link(), 'linkedin.com/in/tunde');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(/could not submit your profile/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-busy')).toBeNull();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
        timeout: timings.joinModalAutoClose + 1500,
      });
      // Opened again: a blank form, not the last answer.
      await user.click(screen.getByRole('button', { name: 'See job openings' }));
      await screen.findByRole('dialog', { name: 'Join our team' });
      expect(screen.queryByText(/could not submit your profile/)).toBeNull();
      expect(link().value).toBe('');
    } finally {
      await failing.close();
    }
  });

  it('closes on Cancel, on the close icon and on Escape, focus back on the opener', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See job openings' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See job openings' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('See job openings');
  });
});
