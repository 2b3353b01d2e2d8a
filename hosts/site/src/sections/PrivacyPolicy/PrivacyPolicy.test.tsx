import { brand, defaultRetentionMonths } from '@gw/config';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicy } from './index.ts';

describe('PrivacyPolicy', () => {
  it('has one h1 and the ten numbered sections as h2', () => {
    render(<PrivacyPolicy />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Privacy Policy',
    ]);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toHaveLength(10);
    expect(sections[0]).toBe('1. Introduction');
    expect(sections[6]).toBe("7. Children's Privacy");
    expect(sections[9]).toBe('10. Contact Us');
    expect(screen.getByRole('region', { name: '10. Contact Us' }).textContent).toContain(
      brand.supportEmail,
    );
  });

  it('names what each lead form collects, the retention and how to ask for access or erasure', () => {
    render(<PrivacyPolicy />);
    const collected = screen.getByRole('region', { name: '2. Information We Collect' });
    const forms = within(collected)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(':')[0]);
    expect(forms).toEqual([
      'Book a demo (on our pages, on partner websites and when you schedule a call)',
      'Funding application',
      'Waitlist',
      'Contact form and "Get in touch"',
      'Join our team',
      'With every form',
    ]);
    const choices = screen.getByRole('region', { name: '5. Your Choices' }).textContent;
    expect(choices).toContain(brand.supportEmail);
    expect(choices).toContain(`${defaultRetentionMonths} months`);
    expect(choices).toMatch(/copy of everything we hold/);
    expect(choices).toMatch(/erase it/);
    expect(screen.getByText(/^Last updated /)).toBeTruthy();
  });
});
