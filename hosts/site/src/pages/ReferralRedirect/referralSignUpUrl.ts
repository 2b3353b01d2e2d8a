import { authPaths, authUrl } from '@gw/config';

/** The auth site's referral sign-up for a referral id, the id URL-encoded as referralCode. */
export function referralSignUpUrl(refId: string): string {
  return authUrl(authPaths.referralSignUp, { referralCode: refId });
}
