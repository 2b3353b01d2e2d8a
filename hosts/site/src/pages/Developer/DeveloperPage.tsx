import { authPaths, authUrl } from '@gw/config';
import { fiveFeatureTabs } from '../../content/featureTabs.ts';
import illustration from '../../content/heroArt/developer.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { FaqForPath } from '../../sections/FaqBlock/index.ts';
import { FeatureTabs } from '../../sections/FeatureTabs/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { ProjectCarousel } from '../../sections/ProjectCarousel/index.ts';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';

/**
 * Developers (spec §2): Create a Project → the external owner sign-up. 'Apply for Funding' is
 * the header's main action on this path and opens the funding wizard.
 */
export function DeveloperPage() {
  return (
    <>
      <Hero
        copy={heroes.developer}
        illustration={illustration}
        actions={
          <ButtonLink href={authUrl(authPaths.ownerSignUp)} external>
            Create a Project
          </ButtonLink>
        }
      />
      <FeatureTabs tabs={fiveFeatureTabs} />
      <ProjectCarousel />
      <FaqForPath />
    </>
  );
}
