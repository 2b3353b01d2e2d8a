import { createContext } from 'react';
import type { FaqSetKey } from '../../pages/pageRowKeys.ts';

/**
 * The FAQ set the current page's row names (pages/pageTable.ts), given by the route (routes.tsx):
 * a page's FAQ block reads it here rather than looking the path up in the table, which lazily
 * imports the pages.
 */
export const PageFaqSet = createContext<FaqSetKey>('general');
