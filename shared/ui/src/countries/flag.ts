/**
 * Flag emoji from an alpha-2 code: its two regional-indicator symbols (the data package's own
 * rule; countries.test.tsx checks it against every country). Needs no country data, so a picker
 * shows its chosen country's flag before the list has loaded.
 */
export function flagOf(code: string): string {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return String.fromCodePoint(...[...upper].map((letter) => 127397 + letter.charCodeAt(0)));
}
