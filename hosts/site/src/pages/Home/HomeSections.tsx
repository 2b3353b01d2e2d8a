import { generalFaq } from '../../content/faq/general.ts';
import { sixFeatureTabs } from '../../content/sixFeatureTabs.ts';
import { FaqBlock } from '../../sections/FaqBlock/FaqBlock.tsx';
import { FeatureTabs } from '../../sections/FeatureTabs/index.ts';

/** Home's sections below the fold: one chunk, hydrated section by section as they near view. */
export { Benefits } from '../../sections/Benefits/index.ts';
export { BuiltFor } from '../../sections/BuiltFor/index.ts';
export { ContactTeaser } from '../../sections/ContactTeaser/index.ts';
export { EstimateBanner } from '../../sections/EstimateBanner/index.ts';
export { ProjectCarousel } from '../../sections/ProjectCarousel/index.ts';
export { Testimonials } from '../../sections/Testimonials/index.ts';

export function HomeFeatureTabs() {
  return <FeatureTabs tabs={sixFeatureTabs} />;
}

/** '/' always gets the general set; importing it alone keeps the other sets off home. */
export function HomeFaq() {
  return <FaqBlock items={generalFaq} />;
}
