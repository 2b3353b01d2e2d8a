import { financeFaq } from '../../content/faq/finance.ts';
import { financeBenefits } from '../../content/financeBenefits.ts';
import illustration from '../../content/heroArt/finance.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { Benefits } from '../../sections/Benefits/index.ts';
import { FaqBlock } from '../../sections/FaqBlock/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';

/** 'Build Now, Pay Later' (spec §2): hero, the six benefit cards, its FAQ; Get Started → waitlist. */
export function FinancePage() {
  return (
    <>
      <Hero
        copy={heroes.finance}
        illustration={illustration}
        actions={<ButtonLink href="/schedule-call">Get Started</ButtonLink>}
      />
      <Benefits
        items={financeBenefits}
        heading="How Build Now, Pay Later works"
        intro="Everything you need to build at home from abroad, with nothing to pay until your home is finished."
      />
      <FaqBlock items={financeFaq} cta={{ label: 'Ask a Question', href: '/contact' }} />
    </>
  );
}
