/**
 * Where a page form's submit button sits, on every form of the site, the remotes and the widgets:
 * full width on phones (an easy thumb target under the last field), at the start of the line from
 * `sm` up, under the fields it sends. Dialog footers keep their own end-aligned row.
 */
export const formSubmitClass = 'w-full sm:w-auto sm:self-start';
