import { authPaths, authUrl } from '@gw/config';
import illustration from '../../content/heroArt/referral.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { ContactTeaser } from '../../sections/ContactTeaser/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { HowItWorks } from '../../sections/HowItWorks/index.ts';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';
import { ReferralVideo } from './ReferralVideo.tsx';

/** Refer-to-earn (spec §2): hero, 'How it works' in 7 steps, the video, the contact teaser. */
export function ReferralPage() {
  return (
    <>
      <Hero
        copy={heroes.referral}
        illustration={illustration}
        actions={
          <>
            <ButtonLink
              href={authUrl(authPaths.ownerSignUp, { fromreferralPage: 'true' })}
              external
            >
              Start referring
            </ButtonLink>
            <ReferralVideo />
          </>
        }
      />
      <HowItWorks />
      <ContactTeaser />
    </>
  );
}
