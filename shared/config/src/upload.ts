import { readEnv } from './env.ts';

/** The upload bucket and area of the funding wizard's documents (spec §3, §9). */
export const upload = {
  bucket: readEnv('GW_UPLOAD_BUCKET') ?? 'groundwork-landingpage-uploads',
  area: 'landingpage',
  /** Largest file the signed PUT accepts. */
  maxBytes: 10 * 1024 * 1024,
  /** Content types the signed PUT accepts: PDF, images and office documents. */
  contentTypes: [
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/webp',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  /** Key of the stored auth token sent as Bearer on the upload-address call only (spec §6). */
  tokenStorageKey: 'token',
} as const;
