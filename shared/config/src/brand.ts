import { readEnv } from './env.ts';

/** The product's name: configuration, not code (DESIGN.md §2). */
export const brandName = readEnv('GW_BRAND_NAME') ?? 'Groundwork';

/** Prefix of every public embed name: elements `gw-<name>`, events `gw:<event>`. */
export const embedPrefix = 'gw';

/** The product's public identity. */
export const brand = {
  name: brandName,
  embedPrefix,
  supportEmail: readEnv('GW_SUPPORT_EMAIL') ?? 'support@groundwork.example',
  copyrightYear: 2025,
  social: {
    linkedIn: 'https://www.linkedin.com/company/groundwork',
    x: 'https://x.com/groundwork',
    instagram: 'https://www.instagram.com/groundwork',
    facebook: 'https://www.facebook.com/groundwork',
  },
} as const;
