/** Default phone/resident country: Canada, +1 (spec §9). */
export const defaultCountry = { name: 'Canada', code: 'CA', dialCode: '+1' } as const;

/** Currencies offered by the funding wizard (spec §3). */
export const currencies = [
  { name: 'Naira', code: 'NGN', flag: '🇳🇬' },
  { name: 'US Dollar', code: 'USD', flag: '🇺🇸' },
] as const;

export type CurrencyCode = (typeof currencies)[number]['code'];

/** How prices and the fee estimator write naira: as en-NG does, symbol first (formatNaira). */
export const naira = { locale: 'en-NG', code: 'NGN', symbol: '₦' } as const;

/** Project types of the waitlist form. */
export const projectTypes = ['New Build', 'Renovation'] as const;
export type ProjectType = (typeof projectTypes)[number];
