import { readEnv } from './env.ts';

/** The upload bucket and area of the funding wizard's documents (spec §3, §9). */
export const upload = {
  bucket: readEnv('GW_UPLOAD_BUCKET') ?? 'groundwork-landingpage-uploads',
  area: 'landingpage',
  /** Largest file the signed PUT accepts. */
  maxBytes: 10 * 1024 * 1024,
  /** Bytes one client may upload per hour (DESIGN.md §11), so no one fills the disk. */
  hourlyBytesPerClient: 50 * 1024 * 1024,
  /** Uploads no lead names are removed after this long. */
  unreferencedTtlMs: 24 * 60 * 60 * 1000,
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
