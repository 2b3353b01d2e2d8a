import { brand } from '@gw/config';
import { render, screen } from '@testing-library/react';
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
});
