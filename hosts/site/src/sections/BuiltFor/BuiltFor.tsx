import { audienceCards } from '../../content/audiences.ts';
import { sectionCopy } from '../../content/copy.ts';
import type { AudienceCard } from '../../content/types.ts';
import { container, focusRing, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

export type BuiltForProps = { cards?: AudienceCard[] };

/** 'Built For': three audience cards, each with a 'Learn more' link to its page (spec §2). */
export function BuiltFor({ cards = audienceCards }: BuiltForProps) {
  const copy = sectionCopy.builtFor;
  return (
    <section aria-labelledby="built-for-heading" className={sectionSpacing}>
      <div className={container}>
        <SectionHeader id="built-for-heading" title={copy.heading} intro={copy.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-soft"
            >
              <img
                {...card.icon}
                alt={card.icon.alt}
                loading="lazy"
                className="size-12 rounded-control bg-primary-soft p-2"
              />
              <h3 className="text-xl font-semibold text-ink">{card.title}</h3>
              <p className="flex-1 leading-relaxed text-body">{card.description}</p>
              <SmartLink
                href={card.link}
                aria-label={`${copy.linkLabel} about ${card.title}`}
                className={`inline-flex items-center gap-1 self-start rounded-control font-semibold text-primary underline-offset-4 hover:underline ${focusRing}`}
              >
                {copy.linkLabel}
                <span aria-hidden="true">→</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
