/** Keeps what the amount field accepts: digits, commas and periods (spec §5). */
export function sanitizeAmount(text: string): string {
  return text.replace(/[^\d.,]/g, '');
}

/** The number the text stands for, commas removed; NaN when it is not a number. */
export function parseAmount(text: string): number {
  const plain = text.replace(/,/g, '');
  return plain.trim() === '' ? Number.NaN : Number(plain);
}

/** Thousands separators on the whole part, the decimals kept as typed ('1500000.5' → '1,500,000.5'). */
export function formatAmount(text: string): string {
  const clean = sanitizeAmount(text).replace(/,/g, '');
  const [whole = '', ...rest] = clean.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length ? `${grouped}.${rest.join('')}` : grouped;
}
