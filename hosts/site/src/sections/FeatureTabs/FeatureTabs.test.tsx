import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lenderFeatureTabs, sixFeatureTabs } from '../../content/featureTabs.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { FeatureTabs } from './index.ts';

const panelTitle = () => screen.getByRole('tabpanel').querySelector('h3')?.textContent;

describe('FeatureTabs', () => {
  it('passes an accessibility check', async () => {
    const { container } = render(<FeatureTabs tabs={sixFeatureTabs} />);
    await expectNoAxeViolations(container);
  });

  it('starts on the first feature', () => {
    render(<FeatureTabs tabs={sixFeatureTabs} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(sixFeatureTabs.map((tab) => tab.name));
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(panelTitle()).toBe(sixFeatureTabs[0]?.title);
  });

  it("shows a clicked feature's title, description and image", async () => {
    render(<FeatureTabs tabs={sixFeatureTabs} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Quality Assurance' }));
    const feature = sixFeatureTabs[5];
    const panel = screen.getByRole('tabpanel', { name: 'Quality Assurance' });
    expect(panelTitle()).toBe(feature?.title);
    expect(panel.textContent).toContain(feature?.description);
    expect(panel.querySelector('img')?.getAttribute('src')).toBe(feature?.image.src);
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe(
      'false',
    );
  });

  it('moves with arrow keys, Home and End, keeping one tab in the tab order', async () => {
    render(<FeatureTabs tabs={lenderFeatureTabs} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Dashboard');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Performance Tracking');
    expect(panelTitle()).toBe(lenderFeatureTabs[1]?.title);
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Reporting');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Dashboard');
    await userEvent.keyboard('{ArrowLeft}');
    expect(panelTitle()).toBe(lenderFeatureTabs[6]?.title);
    const focusable = screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0);
    expect(focusable.map((tab) => tab.textContent)).toEqual(['Reporting']);
  });
});
