/** One choice of a SearchSelect. */
export type SelectOption = {
  value: string;
  label: string;
  /** Decoration before the label (a flag), hidden from screen readers. */
  prefix?: string;
  /** Secondary text after the label (a dial code). */
  detail?: string;
  /** Extra text the search also matches (codes, dial codes). */
  keywords?: string;
};

/** Options whose label or keywords contain the query, case- and accent-insensitively. */
export function filterOptions(options: SelectOption[], query: string): SelectOption[] {
  const needle = fold(query.trim());
  if (!needle) return options;
  const matches = options.filter((option) =>
    fold(`${option.label} ${option.keywords ?? ''} ${option.detail ?? ''}`).includes(needle),
  );
  // Exact codes and name prefixes first ('rw' → Rwanda before Norway); order kept otherwise.
  const strong = (option: SelectOption) =>
    fold(option.label).startsWith(needle) ||
    fold(`${option.keywords ?? ''} ${option.detail ?? ''}`)
      .split(' ')
      .includes(needle);
  return [...matches.filter(strong), ...matches.filter((option) => !strong(option))];
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
