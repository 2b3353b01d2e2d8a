import { rowAt } from '../../pages/rowAt.ts';
import type { FaqEntry } from '../types.ts';
import { faqSets } from './faqSets.ts';

/** The FAQ set for a pathname, as its row in the page table names it; else the general set. */
export function faqSetForPath(pathname: string): FaqEntry[] {
  const row = rowAt(pathname);
  return faqSets['faq' in row ? row.faq : 'general'];
}
