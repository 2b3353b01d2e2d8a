import { authPaths, authUrl } from '@gw/config';
import { fiveFeatureTabs } from '../../content/featureTabs.ts';
import illustration from '../../content/heroArt/contractor.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { Benefits } from '../../sections/Benefits/index.ts';
import { FaqForPath } from '../../sections/FaqBlock/index.ts';
import { FeatureTabs } from '../../sections/FeatureTabs/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';

/** Contractors (spec §2): 'Create Profile' leads to the auth site. */
export function ContractorPage() {
  return (
    <>
      <Hero
        copy={heroes.contractor}
        illustration={illustration}
        actions={
          <ButtonLink href={authUrl(authPaths.profileSignUp)} external>
            Create Profile
          </ButtonLink>
        }
      />
      <FeatureTabs tabs={fiveFeatureTabs} />
      <Benefits />
      <FaqForPath />
    </>
  );
}
