import { benefits } from '../../content/benefits.ts';
import { sectionCopy } from '../../content/copy.ts';
import type { BenefitCard } from '../../content/types.ts';
import { canvasSection, container } from '../ui/layout.ts';
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
    <section aria-labelledby={headingId} className={canvasSection}>
      <div className={container}>
        <SectionHeader id={headingId} title={heading} intro={intro} />
        <ul className="mt-10 grid gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.title}
              // Phones: the icon beside the title, so six cards take less than two screens.
              className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 rounded-card border border-line bg-surface p-5 sm:flex sm:flex-col sm:items-start sm:gap-3 sm:p-6"
            >
              <img
                src={item.imageSrc}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-11 rounded-control bg-accent-soft p-2 sm:size-12"
              />
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="col-span-2 leading-relaxed text-body">{item.content}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
