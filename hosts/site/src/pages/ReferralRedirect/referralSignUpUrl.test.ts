import { authPaths, urls } from '@gw/config';
import { describe, expect, it } from 'vitest';
import { referralSignUpUrl } from './referralSignUpUrl.ts';

describe('referralSignUpUrl', () => {
  it.each([
    ['ABC123', 'ABC123'],
    ['a b&c=d', 'a+b%26c%3Dd'],
    ['ünïcode/?#', '%C3%BCn%C3%AFcode%2F%3F%23'],
  ])('sends %j to the auth site as referralCode, URL-encoded', (refId, encoded) => {
    const href = referralSignUpUrl(refId);
    expect(href).toBe(`${new URL(authPaths.referralSignUp, urls.auth)}?referralCode=${encoded}`);
    expect(new URL(href).searchParams.get('referralCode')).toBe(refId);
  });
});
