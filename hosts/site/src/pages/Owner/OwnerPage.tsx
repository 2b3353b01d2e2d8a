import { authPaths, authUrl } from '@gw/config';
import { sixFeatureTabs } from '../../content/featureTabs.ts';
import illustration from '../../content/heroArt/owner.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { Benefits } from '../../sections/Benefits/index.ts';
import { FaqForPath } from '../../sections/FaqBlock/index.ts';
import { FeatureTabs } from '../../sections/FeatureTabs/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { LogoStrip } from '../../sections/LogoStrip/index.ts';
import { Testimonials } from '../../sections/Testimonials/index.ts';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';

/** Private project owners (spec §2). */
export function OwnerPage() {
  return (
    <>
      <Hero
        copy={heroes.owner}
        illustration={illustration}
        actions={
          <>
            <ButtonLink href={authUrl(authPaths.ownerSignUp)} external>
              Create a Project
            </ButtonLink>
            <ButtonLink href="/finance" variant="secondary">
              Build Now, Pay Later
            </ButtonLink>
          </>
        }
      />
      <LogoStrip />
      <FeatureTabs tabs={sixFeatureTabs} />
      <Benefits />
      <Testimonials />
      <FaqForPath />
    </>
  );
}
