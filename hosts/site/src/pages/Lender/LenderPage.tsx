import { lenderFeatureTabs } from '../../content/featureTabs.ts';
import illustration from '../../content/heroArt/lender.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { FaqForPath } from '../../sections/FaqBlock/index.ts';
import { FeatureTabs } from '../../sections/FeatureTabs/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { LogoStrip } from '../../sections/LogoStrip/index.ts';
import { Testimonials } from '../../sections/Testimonials/index.ts';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';

/**
 * Lenders (spec §2): the seven lender features. 'Book a Demo' is the header's main action on
 * this path (it opens the demo modal), so the hero offers the other way in: a conversation.
 */
export function LenderPage() {
  return (
    <>
      <Hero
        copy={heroes.lender}
        illustration={illustration}
        actions={
          <ButtonLink href="/contact" variant="secondary">
            Talk to our team
          </ButtonLink>
        }
      />
      <LogoStrip />
      <FeatureTabs tabs={lenderFeatureTabs} />
      <Testimonials />
      <FaqForPath />
    </>
  );
}
