// The names a page row may give for its layout, header action and FAQ set: a contract of their own, so
// the page table (which lazily imports every page) imports neither the actions nor the sets, and
// the pages that show them never lead back to the table (scripts/lib/importCycles.mjs).

/** The header's main action of a page (layout/headerAction.ts defines each). */
export type HeaderActionKey =
  | 'createProject'
  | 'createProfile'
  | 'bookDemo'
  | 'applyForFunding'
  | 'learnMore';

/** The FAQ set a page shows (content/faq/faqSets.ts holds each). */
export type FaqSetKey = 'general' | 'owner' | 'developer' | 'lender' | 'enterprise' | 'contractor';

/** The layout a page sits in: absent, the site's (marketing header and footer); 'operator', the
 * operator pages' own minimal one (layout/OperatorLayout.tsx, in a lazy chunk). */
export type LayoutKey = 'operator';
