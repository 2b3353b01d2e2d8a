export { contractorFaq } from './contractor.ts';
export { developerFaq } from './developer.ts';
export { enterpriseFaq } from './enterprise.ts';
export { faqSetForPath } from './faqSetForPath.ts';
export { financeFaq } from './finance.ts';
export { generalFaq } from './general.ts';
export { lenderFaq } from './lender.ts';
export { ownerFaq } from './owner.ts';
