import { benefits } from '../../content/benefits.ts';
import { sectionCopy } from '../../content/copy.ts';
import type { BenefitCard } from '../../content/types.ts';
import { container, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';

export type BenefitsProps = {
  items?: BenefitCard[];
  heading?: string;
  intro?: string;
  /** The heading's id; set it when a page shows two benefit grids. */
  headingId?: string;
};

/** 'What you get': six benefit cards with icon, title and description (spec §2). */
export function Benefits({
  items = benefits,
  heading = sectionCopy.benefits.heading,
  intro,
  headingId = 'benefits-heading',
}: BenefitsProps) {
  return (
    <section aria-labelledby={headingId} className={`bg-canvas ${sectionSpacing}`}>
      <div className={container}>
        <SectionHeader id={headingId} title={heading} intro={intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.title}
              className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6"
            >
              <img
                src={item.imageSrc}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 rounded-control bg-accent-soft p-2"
              />
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="leading-relaxed text-body">{item.content}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
