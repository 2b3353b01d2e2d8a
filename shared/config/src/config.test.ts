import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUrl, defaultCountry, limits, timings, upload } from './index.ts';

describe('@gw/config', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('holds the spec §9 timings', () => {
    expect(timings).toMatchObject({
      toast: 3000,
      demoToast: 4000,
      toastExit: 300,
      contactBanner: 3000,
      joinModalAutoClose: 3000,
      calendarLoaderMax: 3000,
      redirectAfterBooking: 4000,
      chunkLoadTimeout: 120000,
    });
  });

  it('holds the spec §9 limits and defaults', () => {
    expect(limits).toMatchObject({ nameMin: 2, phoneMin: 9, messageMin: 7, descriptionMax: 160 });
    expect(defaultCountry).toEqual({ name: 'Canada', code: 'CA', dialCode: '+1' });
    expect(upload.area).toBe('landingpage');
  });

  it('lets the environment override runtime URLs', async () => {
    vi.stubEnv('GW_API_BASE', 'https://iam.example.test');
    const { urls } = await import('./urls.ts');
    expect(urls.apiBase).toBe('https://iam.example.test');
  });

  it('builds auth-site links with encoded query values', () => {
    const url = new URL(authUrl('/referral/signup', { referralCode: 'a b&c' }));
    expect(url.pathname).toBe('/referral/signup');
    expect(url.searchParams.get('referralCode')).toBe('a b&c');
  });
});
