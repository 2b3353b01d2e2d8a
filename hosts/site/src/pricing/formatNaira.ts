/** Whole-naira amounts with locale thousands separators: 45000 → '₦45,000'. */
const nairaNumber = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

export function formatNaira(amount: number): string {
  return `₦${nairaNumber.format(amount)}`;
}
