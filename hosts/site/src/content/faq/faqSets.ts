import type { FaqSetKey } from '../../pages/pageRowKeys.ts';
import type { FaqEntry } from '../types.ts';
import { contractorFaq } from './contractor.ts';
import { developerFaq } from './developer.ts';
import { enterpriseFaq } from './enterprise.ts';
import { generalFaq } from './general.ts';
import { lenderFaq } from './lender.ts';
import { ownerFaq } from './owner.ts';

/**
 * The FAQ sets a page of the table can name (pages/pageTable.ts `faq`), which FaqForPath shows.
 * Not the finance set: FinancePage imports it itself, so the other pages' FAQ chunk goes without.
 */
export const faqSets = {
  general: generalFaq,
  owner: ownerFaq,
  developer: developerFaq,
  lender: lenderFaq,
  enterprise: enterpriseFaq,
  contractor: contractorFaq,
} as const satisfies Record<FaqSetKey, FaqEntry[]>;

export type { FaqSetKey };
