import { describe, expect, it } from 'vitest';
import {
  contractorFaq,
  developerFaq,
  enterpriseFaq,
  faqSetForPath,
  generalFaq,
  lenderFaq,
  ownerFaq,
} from './index.ts';

describe("faqSetForPath (spec §2: the set the path's row in the page table names)", () => {
  it.each([
    ['/owner', ownerFaq],
    ['/developer', developerFaq],
    ['/lender', lenderFaq],
    ['/enterprise', enterpriseFaq],
    ['/pricing/enterprise', enterpriseFaq],
    ['/contractor', contractorFaq],
    ['/consultant', contractorFaq],
    ['/owner/', ownerFaq],
    ['/owner?utm_source=x', ownerFaq],
    ['/', generalFaq],
    ['/finance', generalFaq],
    ['/pricing/premium', generalFaq],
    ['/owner/extra', generalFaq],
    ['/referral/owner', generalFaq],
  ])('%s', (path, expected) => {
    expect(faqSetForPath(path)).toBe(expected);
  });

  it('has ten general questions and a distinct non-empty set per audience', () => {
    expect(generalFaq).toHaveLength(10);
    const sets = [ownerFaq, developerFaq, lenderFaq, enterpriseFaq, contractorFaq];
    expect(new Set(sets).size).toBe(sets.length);
    for (const set of sets) expect(set.length).toBeGreaterThanOrEqual(5);
  });

  it('points every call to action at a site path', () => {
    const ctas = [generalFaq, ownerFaq, enterpriseFaq, contractorFaq].flatMap((set) =>
      set.flatMap((item) => (item.cta ? [item.cta] : [])),
    );
    expect(ctas.length).toBeGreaterThan(0);
    for (const cta of ctas) expect(cta.href).toMatch(/^\/pricing\/(premium|enterprise)$/);
  });
});
