import { useLocation } from 'react-router';
import { faqSetForPath } from '../../content/faq/faqSetForPath.ts';
import { FaqBlock, type FaqBlockProps } from './FaqBlock.tsx';

/**
 * The FAQ block with the set chosen by the path's last segment (spec §2). A file of its own so
 * the home page, which always shows the general set, does not ship every other set.
 */
export function FaqForPath(props: Omit<FaqBlockProps, 'items'>) {
  const { pathname } = useLocation();
  return <FaqBlock items={faqSetForPath(pathname)} {...props} />;
}
