import { authPaths, authUrl } from '@gw/config';
import { consultantFeatureTabs } from '../../content/featureTabs.ts';
import illustration from '../../content/heroArt/consultant.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { FaqForPath } from '../../sections/FaqBlock/index.ts';
import { FeatureTabs } from '../../sections/FeatureTabs/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';

/** Consultants (spec §2): Dashboard, Bid, Procurement, Quality, Verified Vendors; contractor FAQ. */
export function ConsultantPage() {
  return (
    <>
      <Hero
        copy={heroes.consultant}
        illustration={illustration}
        actions={
          <ButtonLink href={authUrl(authPaths.profileSignUp)} external>
            Create Profile
          </ButtonLink>
        }
      />
      <FeatureTabs tabs={consultantFeatureTabs} />
      <FaqForPath />
    </>
  );
}
