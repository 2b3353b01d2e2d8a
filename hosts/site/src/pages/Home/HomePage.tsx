import illustration from '../../content/heroArt/home.svg?raw';
import { homeHero } from '../../content/homeHero.ts';
import { deferredSection } from '../../routing/deferredSection.tsx';
import { Hero } from '../../sections/Hero/index.ts';
import { LogoStrip } from '../../sections/LogoStrip/index.ts';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';

const sections = () => import('./HomeSections.tsx');
const BuiltFor = deferredSection(() => sections().then((m) => m.BuiltFor));
const FeatureTabs = deferredSection(() => sections().then((m) => m.HomeFeatureTabs));
const Benefits = deferredSection(() => sections().then((m) => m.Benefits));
const Testimonials = deferredSection(() => sections().then((m) => m.Testimonials));
const ProjectCarousel = deferredSection(() => sections().then((m) => m.ProjectCarousel));
const EstimateBanner = deferredSection(() => sections().then((m) => m.EstimateBanner));
const Faq = deferredSection(() => sections().then((m) => m.HomeFaq));
const ContactTeaser = deferredSection(() => sections().then((m) => m.ContactTeaser));

/**
 * Home (spec §2): the ten sections in order; the layout adds the footer. The hero and the logo
 * strip ship with the first load; the rest is prerendered and hydrated when it nears the view.
 */
export function HomePage() {
  return (
    <>
      <Hero
        copy={homeHero}
        illustration={illustration}
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
      <FeatureTabs />
      <Benefits />
      <Testimonials />
      <ProjectCarousel />
      <EstimateBanner />
      <Faq />
      <ContactTeaser />
    </>
  );
}
