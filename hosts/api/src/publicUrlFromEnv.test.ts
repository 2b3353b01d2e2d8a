import { describe, expect, it } from 'vitest';
import { publicUrlFromEnv } from './publicUrlFromEnv.ts';

describe('the base of signed upload URLs', () => {
  it.each([
    ['nothing set: the local API base on the default port', {}, 'http://localhost:8787'],
    ['API_PORT alone', { API_PORT: '9100' }, 'http://localhost:9100'],
    ['GW_API_BASE', { GW_API_BASE: 'https://api.example.ng/' }, 'https://api.example.ng'],
    [
      'PUBLIC_API_URL alone',
      { PUBLIC_API_URL: 'https://api.example.ng' },
      'https://api.example.ng',
    ],
    [
      'both, the same base',
      { GW_API_BASE: 'https://api.example.ng', PUBLIC_API_URL: 'https://api.example.ng/' },
      'https://api.example.ng',
    ],
    ['a port picked at start, nothing set: where it listens', { API_PORT: '0' }, undefined],
  ])('%s', (_case, env, url) => {
    expect(publicUrlFromEnv(env)).toEqual(url ? { url } : {});
  });

  it('refuses PUBLIC_API_URL naming another base than GW_API_BASE, naming both', () => {
    const { url, error } = publicUrlFromEnv({
      GW_API_BASE: 'http://localhost:8787',
      PUBLIC_API_URL: 'http://127.0.0.1:8787',
    });
    expect(url).toBeUndefined();
    expect(error).toContain('PUBLIC_API_URL (http://127.0.0.1:8787)');
    expect(error).toContain('GW_API_BASE (http://localhost:8787)');
  });
});
