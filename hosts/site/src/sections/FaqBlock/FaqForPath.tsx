import { useContext } from 'react';
import { faqSets } from '../../content/faq/faqSets.ts';
import { FaqBlock, type FaqBlockProps } from './FaqBlock.tsx';
import { PageFaqSet } from './pageFaqSet.ts';

/**
 * The FAQ block with the set the page's row names (spec §2), which the route gives. A file of its
 * own so the home page, which always shows the general set, does not ship every other set.
 */
export function FaqForPath(props: Omit<FaqBlockProps, 'items'>) {
  return <FaqBlock items={faqSets[useContext(PageFaqSet)]} {...props} />;
}
