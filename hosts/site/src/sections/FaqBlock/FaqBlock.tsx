import { FaqItem } from '@gw/ui';
import { sectionCopy } from '../../content/copy.ts';
import type { FaqEntry, LinkTarget } from '../../content/types.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { container, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';

export type FaqBlockProps = {
  /** The questions; `FaqForPath` passes the set chosen by the path. */
  items: FaqEntry[];
  heading?: string;
  /** A call to action under the list, e.g. 'Ask a Question' to /contact. */
  cta?: LinkTarget;
};

/** The FAQ block: a list of collapsible questions, each with an optional call to action. */
export function FaqBlock({
  items: entries,
  heading = sectionCopy.faq.heading,
  cta,
}: FaqBlockProps) {
  return (
    <section aria-labelledby="faq-heading" className={sectionSpacing}>
      <div className={`${container} grid gap-10 lg:grid-cols-[1fr_2fr]`}>
        <div className="flex flex-col items-start gap-6">
          <SectionHeader id="faq-heading" title={heading} align="start" />
          {cta && (
            <ButtonLink href={cta.href} external={cta.external} variant="secondary">
              {cta.label}
            </ButtonLink>
          )}
        </div>
        <div className="border-t border-line">
          {entries.map((entry) => (
            <FaqItem
              key={entry.question}
              question={entry.question}
              answer={entry.answer}
              cta={entry.cta}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
