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
  return {
    id: `${props.idPrefix}-${name}`,
    name,
    label,
    value: props.values[name],
    error: props.errors[name],
    onChange: (value: string) => props.setField(name, value),
    onBlur: () => props.touch(name),
  };
}
