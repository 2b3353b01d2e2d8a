import { generalFaq } from '../../content/faq/general.ts';
import { homeHero } from '../../content/homeHero.ts';
import { sixFeatureTabs } from '../../content/sixFeatureTabs.ts';
import { Benefits } from '../../sections/Benefits/index.ts';
import { BuiltFor } from '../../sections/BuiltFor/index.ts';
import { ContactTeaser } from '../../sections/ContactTeaser/index.ts';
import { EstimateBanner } from '../../sections/EstimateBanner/index.ts';
import { FaqBlock } from '../../sections/FaqBlock/FaqBlock.tsx';
import { FeatureTabs } from '../../sections/FeatureTabs/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { LogoStrip } from '../../sections/LogoStrip/index.ts';
import { ProjectCarousel } from '../../sections/ProjectCarousel/index.ts';
import { Testimonials } from '../../sections/Testimonials/index.ts';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';

/** Home (spec §2): the ten sections in order; the layout adds the footer. */
export function HomePage() {
  return (
    <>
      <Hero
        copy={homeHero}
        actions={
          <>
            <ButtonLink href="/schedule-call">Get Started</ButtonLink>
            <ButtonLink href="/pricing/premium" variant="secondary">
              See plans
            </ButtonLink>
          </>
        }
      />
      <LogoStrip />
      <BuiltFor />
      <FeatureTabs tabs={sixFeatureTabs} />
      <Benefits />
      <Testimonials />
      <ProjectCarousel />
      <EstimateBanner />
      {/* '/' always gets the general set; importing it alone keeps the other sets off home. */}
      <FaqBlock items={generalFaq} />
      <ContactTeaser />
    </>
  );
}
