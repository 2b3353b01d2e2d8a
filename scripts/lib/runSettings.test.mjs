import { siteCsp } from '@gw/tooling/csp';
import { describe, expect, it } from 'vitest';
import { remotesManifest } from './remotes.mjs';
import { runSettings, runSettingsProblems } from './runSettings.mjs';

const connectSrc = (siteConfig) =>
  siteCsp({ hashes: { scripts: [], handlers: [] }, connect: Object.values(siteConfig) })
    .split('; ')
    .find((directive) => directive.startsWith('connect-src'));

describe("npm start's settings", () => {
  it('by default name every service on localhost, the API base included', () => {
    const settings = runSettings({});
    expect(settings.ports).toEqual({ site: 4173, cdn: 4180, api: 8787, partner: 4191 });
    expect(settings.siteUrl).toBe('http://localhost:4173');
    expect(settings.cdnOrigin).toBe('http://localhost:4180');
    expect(settings.apiBase).toBe('http://localhost:8787');
    expect(settings.siteConfig).toEqual({
      apiBase: 'http://localhost:8787',
      countriesBase: 'http://localhost:8787',
      spreadsheetBase: 'http://localhost:8787',
    });
    expect(settings.apiEnv).toEqual({
      API_PORT: '8787',
      GW_API_BASE: 'http://localhost:8787',
      SITE_ORIGINS: 'http://localhost:4173',
    });
    expect(runSettingsProblems({})).toEqual([]);
  });

  it('derive the site config, the CSP, the API and the CDN entries from the ports and GW_API_BASE', () => {
    const local = runSettings({ PORT: '5000', CDN_PORT: '5001', API_PORT: '5002' });
    expect(local.apiBase).toBe('http://localhost:5002');
    expect(local.apiEnv.GW_API_BASE).toBe(local.apiBase);
    expect(local.apiEnv.SITE_ORIGINS).toBe('http://localhost:5000');
    expect(connectSrc(local.siteConfig)).toBe("connect-src 'self' http://localhost:5002");
    for (const entry of Object.values(remotesManifest(local.cdnOrigin))) {
      expect(new URL(entry).origin).toBe('http://localhost:5001');
    }

    const hosted = runSettings({ GW_API_BASE: 'https://api.example.ng/' });
    expect(hosted.apiBase).toBe('https://api.example.ng');
    expect(hosted.apiEnv.GW_API_BASE).toBe('https://api.example.ng');
    expect(connectSrc(hosted.siteConfig)).toBe("connect-src 'self' https://api.example.ng");
    expect(runSettingsProblems({ GW_API_BASE: 'https://api.example.ng/' })).toEqual([]);
  });

  it('refuse a signed-URL base other than the API base, naming both values', () => {
    expect(runSettingsProblems({ PUBLIC_API_URL: 'http://127.0.0.1:8787' })).toEqual([
      expect.stringMatching(
        /^PUBLIC_API_URL \(http:\/\/127\.0\.0\.1:8787\) and GW_API_BASE \(http:\/\/localhost:8787\) name different API bases/,
      ),
    ]);
    expect(
      runSettingsProblems({
        GW_API_BASE: 'https://api.example.ng',
        PUBLIC_API_URL: 'https://api.example.ng/',
      }),
    ).toEqual([]);
  });

  it('refuse a local API base on another port than the API started', () => {
    const [problem] = runSettingsProblems({ GW_API_BASE: 'http://localhost:9999' });
    expect(problem).toContain('GW_API_BASE (http://localhost:9999)');
    expect(problem).toContain('API_PORT 8787');
    expect(runSettingsProblems({ GW_API_BASE: 'http://localhost:9999', API_PORT: '9999' })).toEqual(
      [],
    );
  });

  it('refuse a port browsers will not connect to, and an API base that is no URL', () => {
    expect(runSettingsProblems({ PARTNER_PORT: '4190' })).toEqual([
      expect.stringContaining("PARTNER_PORT 4190 is on the Fetch Standard's bad-port list"),
    ]);
    expect(runSettingsProblems({ GW_API_BASE: 'api.example.ng' })).toEqual([
      expect.stringContaining('GW_API_BASE must be an http(s) URL'),
    ]);
  });
});
