import { brand, pricing, programme, urls } from '@gw/config';
import { describe, expect, it } from 'vitest';
import * as content from './index.ts';

/** Every string reachable from a value, for copy-wide checks. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function' || value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(strings);
}

describe('site content (spec §3)', () => {
  it('never shows placeholder text', () => {
    const copy = strings(content);
    expect(copy.length).toBeGreaterThan(300);
    for (const text of copy) {
      expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|xxx|\{\w+\}/i);
      expect(text.trim()).toBe(text);
    }
  });

  it('has the spec feature tab sets', () => {
    const names = (tabs: { name: string }[]) => tabs.map((tab) => tab.name);
    expect(names(content.sixFeatureTabs)).toEqual([
      'Dashboard',
      'Performance Tracking',
      'Budget Control',
      'Procurement Management',
      'Communication',
      'Quality Assurance',
    ]);
    expect(names(content.fiveFeatureTabs)).toEqual([
      'Dashboard',
      'Cost Control',
      'Procurement Management',
      'Quality Management',
      'Communication',
    ]);
    expect(names(content.consultantFeatureTabs)).toEqual([
      'Dashboard',
      'Bid',
      'Procurement Management',
      'Quality Management',
      'Verified Vendors',
    ]);
    expect(names(content.lenderFeatureTabs)).toEqual([
      'Dashboard',
      'Performance Tracking',
      'Budget Tracking',
      'Procurement Management',
      'Communication',
      'Quality Assurance',
      'Reporting',
    ]);
  });

  it('has the counted entities of the spec', () => {
    expect(content.testimonials).toHaveLength(2);
    expect(content.audienceCards.map((card) => [card.title, card.link])).toEqual([
      ['Lenders', '/lender'],
      ['Property Developers', '/developer'],
      ['Project Owners', '/owner'],
    ]);
    expect(content.benefits).toHaveLength(6);
    expect(content.referralSteps).toHaveLength(7);
    const locations = content.showcaseProjects.map((project) => project.location);
    expect(locations).toHaveLength(4);
    expect(locations.filter((place) => place.endsWith('Rwanda'))).toHaveLength(1);
    expect(locations.filter((place) => place.endsWith('Nigeria'))).toHaveLength(3);
    expect(content.showcaseProjects[0]?.name).toMatch(/Apartments/);
  });

  it('has the finance benefits in the spec order, with config figures', () => {
    expect(content.financeBenefits.map((card) => card.title)).toEqual([
      'Payment Plan',
      'Eligibility',
      'Project Tracking',
      'Prompt Project Delivery',
      'Building Materials Cost Control',
      'Professional Guarantee',
    ]);
    const [, eligibility, , delivery] = content.financeBenefits;
    expect(eligibility?.content).toContain('Australia, Canada, the UK, the USA or Europe');
    expect(eligibility?.content).toContain('US$85,000');
    expect(delivery?.content).toContain(`${programme.financeDeliveryMonths} months`);
    expect(delivery?.content).toContain(`${programme.financeUsualMonths}+`);
  });

  it('has eleven team members with unique names and AA-contrast role colours', () => {
    expect(content.teamMembers).toHaveLength(11);
    expect(new Set(content.teamMembers.map((member) => member.name)).size).toBe(11);
    for (const member of content.teamMembers) {
      expect(contrast(member.roleColor, member.bgColor)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has the ten privacy sections in order, with the age limit and support mailbox', () => {
    expect(content.privacySections.map((section) => section.title)).toEqual([
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Your Choices',
      'Data Security',
      "Children's Privacy",
      'International Users',
      'Changes to this Privacy Policy',
      'Contact Us',
    ]);
    expect(strings(content.privacySections[6])).toContainEqual(expect.stringContaining('under 18'));
    expect(strings(content.privacySections[9])).toContainEqual(
      expect.stringContaining(brand.supportEmail),
    );
  });

  it('prices plans from @gw/config', () => {
    expect(content.pricingPlans.map((plan) => [plan.title, plan.amount])).toEqual([
      ['Free', pricing.plans.free.baseAmount],
      ['Basic', pricing.plans.basic.baseAmount],
      ['Pro', pricing.plans.pro.baseAmount],
      ['Enterprise', null],
    ]);
    expect(content.pricingPlans.filter((plan) => plan.hasDropdown).map((plan) => plan.id)).toEqual([
      'basic',
      'pro',
    ]);
    for (const row of content.compareRows) {
      for (const sub of row.subFeatures) {
        expect(Object.keys(sub.availability)).toEqual(['free', 'basic', 'pro', 'enterprise']);
      }
    }
  });

  it('has the spec navigation', () => {
    expect(content.solutionsNav.map((item) => [item.name, item.path])).toEqual([
      ['Private Project Owners', '/owner'],
      ['Enterprise Project Owners', '/enterprise'],
      ['Build Now Pay Later', '/finance'],
      ['Contractor', '/contractor'],
      ['Consultant', '/consultant'],
    ]);
    expect(content.pricingNav.map((item) => [item.name, item.path])).toEqual([
      ['Enterprise Plan', '/pricing/enterprise'],
      ['Premium Plan', '/pricing/premium'],
    ]);
    const calculator = content.headerLinks.find((item) => item.name === 'Cost Calculator');
    expect(calculator).toMatchObject({ path: urls.calculator, external: true });
    expect(content.loginNav.path).toBe(`${urls.auth}/signin`);
  });

  it('keeps the spec strings exactly', () => {
    expect(content.heroes.enterprise.title).toBe('Manage construction projects like a pro');
    expect(content.heroes.referral.title).toBe('Share, refer, earn up to $300!');
    expect(content.pageCopy.notFound.body).toBe(
      'Sorry, the page you are looking for doesn’t exist.',
    );
    expect(content.pageCopy.waitlistWelcome.heading).toBe("You're in");
  });

  it('has metadata for every route of spec §2', () => {
    const routes = [
      '/',
      '/owner',
      '/enterprise',
      '/finance',
      '/contractor',
      '/consultant',
      '/lender',
      '/developer',
      '/about-us',
      '/contact',
      '/pricing/enterprise',
      '/pricing/premium',
      '/referral',
      '/schedule-call',
      '/schedule-call-calendly',
      '/waitlist-welcome',
      '/privacy-policy',
      '/admin-login',
      '/admin',
    ];
    const titles = routes.map((route) => content.metaForPath(route).title);
    expect(new Set(titles).size).toBe(routes.length);
    for (const route of routes) {
      expect(content.metaForPath(route).description.length).toBeGreaterThan(10);
    }
    expect(content.metaForPath('/referral/abc123').title).toMatch(/^Redirecting/);
    expect(content.metaForPath('/owner/').title).toBe(content.metaForPath('/owner').title);
    expect(content.metaForPath('/nowhere').title).toMatch(/^Page not found/);
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map(
      (start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255,
    );
    const [r = 0, g = 0, b = 0] = channels.map((c) =>
      c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
