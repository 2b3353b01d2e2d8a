import { PrivacyPolicy } from '../../sections/PrivacyPolicy/index.ts';

/** The privacy policy (spec §2): its path is not in the spec; '/privacy-policy' is ours. */
export function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
