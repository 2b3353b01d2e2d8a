import { upload } from '@gw/config';
import { type Infer, type } from 'superstruct';
import { defaults } from '../messages.ts';
import { field, oneOf, required } from '../rules.ts';
import { cap } from './shared.ts';

/** POST /files/upload body: what the signed upload address is asked for. */
export const uploadRequestPayload = type({
  Extension: field('Extension', required(defaults.required('Extension')), cap('Extension', 16)),
  Bucket: field('Bucket', required(defaults.required('Bucket')), cap('Bucket')),
  ContentType: field('ContentType', required(defaults.required('ContentType')), cap('ContentType')),
  uploadArea: field(
    'uploadArea',
    required(defaults.required('uploadArea')),
    oneOf([upload.area], defaults.oneOf('uploadArea', [upload.area])),
  ),
});
export type UploadRequest = Infer<typeof uploadRequestPayload>;
