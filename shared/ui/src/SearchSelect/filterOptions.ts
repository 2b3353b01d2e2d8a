import type { ReactNode } from 'react';

/** One choice of a SearchSelect. */
export type SelectOption = {
  value: string;
  label: string;
  /** Decoration before the label (a Flag), hidden from screen readers; shown in the closed input too. */
  prefix?: ReactNode;
  /** Secondary text after the label (a dial code). */
  detail?: string;
  /** Extra text the search also matches (codes, dial codes). */
  keywords?: string;
};

/**
 * Options whose label or keywords contain the query, case- and accent-insensitively ('aland'
 * finds Åland Islands), best first: the label itself; labels starting with the query, or an exact
 * code or dial code ('rw' → Rwanda before Norway); a whole word of the label ('guinea' →
 * Equatorial Guinea); then anywhere. Equal ranks keep the options' order (a stable sort), so a
 * country list's Nigeria comes before Niger for 'nig' (countries/order.ts).
 */
export function filterOptions(options: SelectOption[], query: string): SelectOption[] {
  const needle = fold(query.trim());
  if (!needle) return options;
  const word = ` ${words(needle)} `;
  return options
    .map((option) => {
      const label = fold(option.label);
      const extra = fold(`${option.keywords ?? ''} ${option.detail ?? ''}`);
      const rank =
        label === needle
          ? 0
          : label.startsWith(needle) || extra.split(' ').includes(needle)
            ? 1
            : ` ${words(label)} `.includes(word)
              ? 2
              : `${label} ${extra}`.includes(needle)
                ? 3
                : 4;
      return { option, rank };
    })
    .filter((entry) => entry.rank < 4)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.option);
}

/** Letters and digits, one space between words: "cote d'ivoire" → ' cote d ivoire '. */
function words(text: string): string {
  return text.replace(/[^a-z\d]+/g, ' ');
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
