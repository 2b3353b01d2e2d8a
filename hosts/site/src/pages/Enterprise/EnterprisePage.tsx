import { fiveFeatureTabs } from '../../content/featureTabs.ts';
import illustration from '../../content/heroArt/enterprise.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { ModalRemoteLauncher } from '../../remotes/ModalRemoteLauncher.tsx';
import { Benefits } from '../../sections/Benefits/index.ts';
import { FaqForPath } from '../../sections/FaqBlock/index.ts';
import { FeatureTabs } from '../../sections/FeatureTabs/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { LogoStrip } from '../../sections/LogoStrip/index.ts';
import { ProjectCarousel } from '../../sections/ProjectCarousel/index.ts';
import { ButtonLink, buttonLinkClass } from '../../sections/ui/ButtonLink.tsx';

/** Enterprise project owners (spec §2): 'Contact Sales' opens the Schedule a Demo modal. */
export function EnterprisePage() {
  return (
    <>
      <Hero
        copy={heroes.enterprise}
        illustration={illustration}
        actions={
          <>
            <ModalRemoteLauncher remote="demo-modal" className={buttonLinkClass('primary')}>
              Contact Sales
            </ModalRemoteLauncher>
            <ButtonLink href="/pricing/enterprise" variant="secondary">
              Enterprise Plan
            </ButtonLink>
          </>
        }
      />
      <LogoStrip />
      <FeatureTabs tabs={fiveFeatureTabs} />
      <Benefits />
      <ProjectCarousel />
      <FaqForPath />
    </>
  );
}
