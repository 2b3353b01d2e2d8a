import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqItem } from './index.ts';

const question = 'Can I use the platform to buy a house?';
const answer = 'Only building is supported.';

/** Whether the answer is shown: a `hidden` panel is display:none for every user. */
function answerShown(): boolean {
  const panel = screen.getByText(answer).closest('[data-slot="faq-answer"]');
  return panel instanceof HTMLElement && !panel.hidden;
}

describe('FaqItem', () => {
  it('is a disclosure button wired to its answer', () => {
    render(<FaqItem question={question} answer={answer} />);
    const button = screen.getByRole('button', { name: question });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panelId = button.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(panelId)?.textContent).toContain(answer);
    expect(answerShown()).toBe(false);
  });

  it('toggles open and closed on click', async () => {
    render(<FaqItem question={question} answer={answer} />);
    const button = screen.getByRole('button', { name: question });
    await userEvent.click(button);
    await waitFor(() => expect(answerShown()).toBe(true));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.closest('[data-slot="faq-item"]')?.getAttribute('data-state')).toBe('open');

    await userEvent.click(button);
    await waitFor(() => expect(answerShown()).toBe(false));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles from the keyboard', async () => {
    render(<FaqItem question={question} answer={answer} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: question }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answerShown()).toBe(true));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(answerShown()).toBe(false));
  });

  it('can start open and carries an optional call-to-action link', () => {
    render(
      <FaqItem
        question={question}
        answer={answer}
        defaultOpen
        cta={{ label: 'Ask a Question', href: '/contact' }}
      />,
    );
    expect(screen.getByRole('button', { name: question }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(answerShown()).toBe(true);
    expect(screen.getByRole('link', { name: 'Ask a Question' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
