import { bindTextField } from '@gw/ui';
import type { FundingField, FundingValues, UploadedFile } from './fundingValues.ts';

/** What every step receives from the wizard. */
export interface StepProps {
  idPrefix: string;
  values: FundingValues;
  errors: Record<string, string>;
  setField<Name extends keyof FundingValues>(name: Name, value: FundingValues[Name]): void;
  touch(field: FundingField): void;
  updateFiles(update: (files: UploadedFile[]) => UploadedFile[]): void;
}

type TextName =
  | 'businessName'
  | 'website'
  | 'businessEmail'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'role';

/** The props of a plain text field bound to the wizard (touched on blur). */
export function textField(props: StepProps, name: TextName, label: string) {
  return bindTextField<TextName>(props, name, label);
}
