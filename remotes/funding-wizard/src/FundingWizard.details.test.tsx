import { deadBase, startAnswerServer } from '@gw/api/testing';
import { testApiPerFile } from '@gw/api/vitest';
import { limits, upload } from '@gw/config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FundingWizard, type FundingWizardProps } from './index.ts';
import { button, choose, errorOf, field, fileInput, pdf, toDetails } from './test/wizardHelpers.ts';

const api = testApiPerFile();

async function setup(props: FundingWizardProps = {}) {
  const user = userEvent.setup();
  render(<FundingWizard defaultOpen apiBase={api.url} countriesBase={api.url} {...props} />);
  await screen.findByRole('dialog');
  await toDetails(user);
  return user;
}

describe('FundingWizard step 2, funding details', () => {
  it('Next shows every required message of the step and stays', async () => {
    const user = await setup();
    await user.click(button('Next'));
    expect(errorOf('Project description')).toBe('Project description is required');
    expect(errorOf('Country')).toBe('Country is required');
    expect(errorOf('Currency')).toBe('Currency is required');
    expect(errorOf('Amount')).toBe('Amount is required');
    expect(screen.getByText('State is required')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Funding Details' })).toBeTruthy();
  });

  it('counts the description against its 160 limit and stops there', async () => {
    const user = await setup();
    await user.type(field('Project description'), 'Twelve flats');
    expect(screen.getByText(`12/${limits.descriptionMax}`)).toBeTruthy();
    await user.type(field('Project description'), 'x'.repeat(200));
    expect((field('Project description') as HTMLTextAreaElement).value).toHaveLength(
      limits.descriptionMax,
    );
  });

  it('loads the states of the chosen country from the countries service', async () => {
    const user = await setup();
    expect((field('State') as HTMLInputElement).disabled).toBe(true);
    await choose(user, field('Country'), 'Nigeria');
    await waitFor(() => expect((field('State') as HTMLInputElement).disabled).toBe(false));
    await user.click(field('State'));
    expect(await screen.findByRole('option', { name: 'Lagos' })).toBeTruthy();
    await user.keyboard('{Escape}');
  });

  it('chooses the country itself as the state where the country has none', async () => {
    const user = await setup();
    await choose(user, field('Country'), 'Gibraltar');
    await waitFor(() => expect((field('State') as HTMLInputElement).value).toBe('Gibraltar'));
    await user.click(button('Next'));
    expect(screen.queryByText('State is required')).toBeNull();
  });

  it("says 'Failed to fetch states' on a non-OK answer and 'Unable to load states' when it throws", async () => {
    const answer = await startAnswerServer({ status: 500, body: { message: 'down' } });
    const user = await setup({ countriesBase: answer.url });
    await choose(user, field('Country'), 'Nigeria');
    expect(await screen.findByText('Failed to fetch states')).toBeTruthy();
    await answer.close();
  });

  it('offers to load the states again after a failure, and then lists them', async () => {
    const answer = { status: 500, body: { message: 'down' } as unknown };
    const server = await startAnswerServer(answer);
    const user = await setup({ countriesBase: server.url });
    await choose(user, field('Country'), 'Nigeria');
    expect(await screen.findByText('Failed to fetch states')).toBeTruthy();
    // The service recovers (the fixed answer server gives whatever `answer` now says).
    answer.status = 200;
    answer.body = { data: { states: [{ name: 'Lagos' }, { name: 'Kano' }] } };
    await user.click(button('Load the states again'));
    await waitFor(() => expect((field('State') as HTMLInputElement).disabled).toBe(false));
    expect(screen.queryByText('Failed to fetch states')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load the states again' })).toBeNull();
    await user.click(field('State'));
    expect(await screen.findByRole('option', { name: 'Kano' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await server.close();
  });

  it("says 'Unable to load states' when the service cannot be reached", async () => {
    const user = await setup({ countriesBase: await deadBase() });
    await choose(user, field('Country'), 'Ghana');
    expect(await screen.findByText('Unable to load states')).toBeTruthy();
  });

  it('keeps only digits, commas and periods in the amount, with thousands separators', async () => {
    const user = await setup();
    await user.type(field('Amount'), 'NGN 25000000.50x');
    expect((field('Amount') as HTMLInputElement).value).toBe('25,000,000.50');
  });

  it('uploads a dropped file through the real signed PUT, lists it and removes it by key', async () => {
    const user = await setup();
    await user.upload(fileInput(), [pdf('site-plan.pdf'), pdf('budget.pdf')]);
    expect(await screen.findByText('Uploading... site-plan.pdf')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Uploading... site-plan.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await waitFor(() => expect(screen.getAllByText('Uploaded Successfully')).toHaveLength(2));
    expect(screen.getAllByText('100%')).toHaveLength(2);
    const list = screen.getByRole('list', { name: /Project documents/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(expect.arrayContaining(['site-plan.pdf', 'budget.pdf']));
    await user.click(within(list).getByRole('button', { name: 'Remove site-plan.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText('site-plan.pdf')).toBeNull();
  });

  it("shows the real API's refusal of a file type in a red toast, and lists nothing", async () => {
    await setup();
    const notes = new File(['plain text'], 'notes.txt', { type: 'text/plain' });
    // The drop zone's accept list would stop it in a browser; a dropped file is not filtered.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), notes);
    const reason = 'This file type cannot be uploaded. Use PDF, images or office documents.';
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText(reason).closest('[data-slot="toast"]')?.getAttribute('data-tone')).toBe(
      'error',
    );
    expect(await screen.findByText('Error: upload rejected')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /Project documents/ })).toBeNull();
  });

  it('shows the upload-address error in a red toast and ends the progress toast rejected', async () => {
    const answer = await startAnswerServer({
      status: 400,
      body: { error: 'Bad Request', message: 'Extension is not allowed here' },
    });
    const user = await setup({ apiBase: answer.url });
    await user.upload(fileInput(), pdf('plan.pdf'));
    expect(await screen.findByText('Extension is not allowed here')).toBeTruthy();
    expect(await screen.findByText('Error: upload rejected')).toBeTruthy();
    const alert = screen.getByText('Extension is not allowed here').closest('[data-slot="toast"]');
    expect(alert?.getAttribute('data-tone')).toBe('error');
    expect(screen.queryByRole('list', { name: /Project documents/ })).toBeNull();
    await answer.close();
  });

  it('a file the signed PUT refuses ends its progress toast rejected, with no second toast', async () => {
    const user = await setup();
    const big = new File([new Uint8Array(upload.maxBytes + 1)], 'survey.pdf', {
      type: 'application/pdf',
    });
    await user.upload(fileInput(), big);
    expect(await screen.findByText('Error: upload rejected')).toBeTruthy();
    // Give a second toast time to appear before checking there is none.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Error: upload rejected')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: /Project documents/ })).toBeNull();
  });

  it("says 'File upload failed' when the answer carries no upload address", async () => {
    const answer = await startAnswerServer({ status: 200, body: { data: {} } });
    const user = await setup({ apiBase: answer.url });
    await user.upload(fileInput(), pdf('plan.pdf'));
    expect(await screen.findByText('File upload failed')).toBeTruthy();
    await answer.close();
  });
});
