import { type Infer, type } from 'superstruct';
import { defaults } from '../messages.ts';
import { field, optionalField, required } from '../rules.ts';
import { cap } from './shared.ts';

/** A stored upload; each needs Bucket, S3Key and type (spec §5); name is for the file list. */
export const uploadedFile = type({
  Bucket: field('Bucket', required(defaults.required('Bucket')), cap('Bucket')),
  S3Key: field('S3Key', required(defaults.required('S3Key')), cap('S3Key', 500)),
  type: field('type', required(defaults.required('type')), cap('type')),
  name: optionalField('name', cap('name', 500)),
});
export type UploadedFileValue = Infer<typeof uploadedFile>;
