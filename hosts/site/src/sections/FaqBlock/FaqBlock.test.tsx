import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractorFaq } from '../../content/faq/contractor.ts';
import { financeFaq } from '../../content/faq/finance.ts';
import { generalFaq } from '../../content/faq/general.ts';
import { lenderFaq } from '../../content/faq/lender.ts';
import { rowAt } from '../../pages/rowAt.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { FaqBlock, FaqForPath } from './index.ts';
import { PageFaqSet } from './pageFaqSet.ts';

const questions = () =>
  screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent);

describe('FaqBlock', () => {
  it('passes an accessibility check', async () => {
    const { container } = renderWithRouter(<FaqForPath />);
    await expectNoAxeViolations(container);
  });

  it('shows the general ten on the home page, and the set of the path elsewhere', () => {
    renderWithRouter(<FaqForPath />, '/');
    expect(questions()).toEqual(generalFaq.map((item) => item.question));
  });

  it.each([
    ['/lender', lenderFaq],
    ['/consultant', contractorFaq],
  ])('shows the set the page table names for %s, as the route gives it', (path, set) => {
    const row = rowAt(path);
    renderWithRouter(
      <PageFaqSet.Provider value={'faq' in row ? row.faq : 'general'}>
        <FaqForPath />
      </PageFaqSet.Provider>,
      path,
    );
    expect(questions()).toEqual(set.map((item) => item.question));
  });

  it('opens and closes an item with aria-expanded, showing its answer', async () => {
    renderWithRouter(<FaqForPath />, '/');
    const [first] = generalFaq;
    const button = screen.getByRole('button', { name: first?.question });
    const answer = () => screen.queryByText(first?.answer ?? '');
    expect(answer()?.closest('[hidden]')).toBeTruthy();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(answer()?.closest('[hidden]')).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes an explicit set and a call to action', async () => {
    const { router } = renderWithRouter(
      <FaqBlock items={financeFaq} cta={{ label: 'Ask a Question', href: '/contact' }} />,
      '/finance',
    );
    expect(questions()).toEqual(financeFaq.map((item) => item.question));
    await userEvent.click(screen.getByRole('link', { name: 'Ask a Question' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
