import type { FaqEntry } from '../types.ts';
import { contractorFaq } from './contractor.ts';
import { developerFaq } from './developer.ts';
import { enterpriseFaq } from './enterprise.ts';
import { generalFaq } from './general.ts';
import { lenderFaq } from './lender.ts';
import { ownerFaq } from './owner.ts';

/** Sets chosen by a path's last segment; consultant reuses the contractor set (spec §2). */
const setsBySegment: Record<string, FaqEntry[]> = {
  owner: ownerFaq,
  developer: developerFaq,
  lender: lenderFaq,
  enterprise: enterpriseFaq,
  contractor: contractorFaq,
  consultant: contractorFaq,
};

/** The FAQ set for a pathname, by its last segment; any other path gets the general set. */
export function faqSetForPath(pathname: string): FaqEntry[] {
  const segments = pathname.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const last = segments[segments.length - 1]?.toLowerCase() ?? '';
  return setsBySegment[last] ?? generalFaq;
}
