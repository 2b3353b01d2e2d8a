import { startAnswerServer } from '@gw/api/testing';
import { ToastProvider } from '@gw/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { primeSiteConfig } from '../../siteConfig/siteConfig.ts';
import { realApiForTests } from '../../test/siteApiServer.ts';
import { ContactTeaser } from './index.ts';

const real = realApiForTests();
beforeEach(() => real.pointSiteAtApi());

const thanks = 'Thank you for your message. We will reach out soon';
const failure = 'We did not get your message. Please try again';

async function openTeaser() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <ContactTeaser />
    </ToastProvider>,
  );
  expect(screen.queryByLabelText('First name')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Get in touch' }));
  await screen.findByLabelText('First name');
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, message = 'Planning a duplex') {
  await user.type(screen.getByLabelText('First name'), 'Tunde');
  await user.type(screen.getByLabelText('Last name'), 'Bakare');
  await user.type(screen.getByLabelText('Email'), 'tunde@example.ng');
  await user.type(screen.getByLabelText('Message'), message);
}

describe('ContactTeaser', () => {
  it("is revealed by 'Get in touch' and checks the fields with the teaser's messages", async () => {
    const user = await openTeaser();
    await user.type(screen.getByLabelText('First name'), 'T');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const message of [
      'firstname cannot be less than two characters',
      'please input lastname',
      'please enter a valid email',
      'message cannot be less than seven characters',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('sends a spreadsheet row with an ISO timestamp and resets on success', async () => {
    const user = await openTeaser();
    const before = Date.now();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findAllByText(thanks)).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    const [row] = await real.api.leads('teaser');
    expect(row?.payload).toMatchObject({
      firstName: 'Tunde',
      lastName: 'Bakare',
      email: 'tunde@example.ng',
      description: 'Planning a duplex',
    });
    const timestamp = String((row?.payload as { timestamp?: string } | undefined)?.timestamp);
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('says so when the spreadsheet service refuses the row, keeping the answers', async () => {
    const failing = await startAnswerServer({ status: 400, body: { error: 'bad row' } });
    primeSiteConfig({ spreadsheetBase: failing.url });
    try {
      const user = await openTeaser();
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect((await screen.findAllByText(failure)).length).toBeGreaterThan(0);
      expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Tunde');
    } finally {
      await failing.close();
    }
  });
});
