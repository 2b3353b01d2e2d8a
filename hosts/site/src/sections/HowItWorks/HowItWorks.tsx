import { pageCopy } from '../../content/pageCopy.ts';
import { referralSteps } from '../../content/referralSteps.ts';
import type { HowItWorksStep } from '../../content/types.ts';
import { container, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';

export type HowItWorksProps = { steps?: HowItWorksStep[] };

/** The referral page's 'How it works': seven numbered steps (spec §2). */
export function HowItWorks({ steps = referralSteps }: HowItWorksProps) {
  return (
    <section aria-labelledby="how-it-works-heading" className={sectionSpacing}>
      <div className={container}>
        <SectionHeader id="how-it-works-heading" title={pageCopy.howItWorks.heading} />
        <ol className="mx-auto mt-12 grid max-w-3xl gap-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-card border border-line bg-surface p-5"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 leading-relaxed text-body">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
