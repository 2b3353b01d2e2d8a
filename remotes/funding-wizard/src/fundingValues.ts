import type { CurrencyCode } from '@gw/config';
import type { Country, PhoneValue } from '@gw/ui';

/** A document the signed PUT accepted (spec §3: Bucket, S3Key, type, name optional). */
export interface UploadedFile {
  Bucket: string;
  S3Key: string;
  type: string;
  name?: string;
}

/** The text fields a host (or a widget's attributes) may fill in advance. */
export const fundingPrefillFields = [
  'businessName',
  'website',
  'businessEmail',
  'projectDescription',
  'firstName',
  'lastName',
  'email',
  'role',
] as const;
export type FundingPrefill = Partial<Pick<FundingValues, (typeof fundingPrefillFields)[number]>>;

/** Everything the three steps collect, as the visitor entered it. */
export interface FundingValues {
  businessName: string;
  website: string;
  businessEmail: string;
  uploadedFiles: UploadedFile[];
  projectDescription: string;
  country: Country | null;
  state: string;
  currency: CurrencyCode | '';
  /** As shown: digits with thousands separators. */
  amount: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  /** The dial code of its country is the payload's countryCode. */
  phone: PhoneValue;
}

export type FundingField = keyof FundingValues | 'countryCode';

/** The fields each step owns: Next validates and touches exactly these (spec §4). */
export const stepFields: readonly (readonly FundingField[])[] = [
  ['businessName', 'website', 'businessEmail'],
  ['uploadedFiles', 'projectDescription', 'country', 'state', 'currency', 'amount'],
  ['firstName', 'lastName', 'email', 'role', 'phone', 'countryCode'],
];
