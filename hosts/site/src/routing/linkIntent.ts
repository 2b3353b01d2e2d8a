import { createContext } from 'react';

/**
 * What a site link does on first intent (hover, focus): start loading the page it leads to. The
 * entry (main.tsx), which knows the route table, provides it, so a link never imports the table
 * and the pages that use links (no import cycle). Elsewhere (prerender, tests) it does nothing.
 */
export const LinkIntent = createContext<(path: string) => void>(() => {});
