import { upload } from '@gw/config';

/** The signed-in visitor's token, if one is stored (spec §6); never throws without a DOM. */
export function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(upload.tokenStorageKey) ?? null;
  } catch {
    return null;
  }
}
