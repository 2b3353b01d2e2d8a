import { urls } from '@gw/config';
import { sectionCopy } from '../../content/copy.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { container, sectionSpacing } from '../ui/layout.ts';

/** 'Get a quick project estimate': a banner linking out to the calculator site (spec §2). */
export function EstimateBanner() {
  const copy = sectionCopy.estimate;
  return (
    <section aria-labelledby="estimate-heading" className={sectionSpacing}>
      <div className={container}>
        <div className="flex flex-col items-start gap-6 rounded-card bg-primary p-8 text-white shadow-soft lg:flex-row lg:items-center lg:justify-between lg:p-12">
          <div className="max-w-xl">
            <h2 id="estimate-heading" className="text-2xl font-bold lg:text-3xl">
              {copy.heading}
            </h2>
            <p className="mt-2 text-white/85">{copy.body}</p>
          </div>
          <ButtonLink href={urls.calculator} external variant="secondary">
            {copy.action}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
