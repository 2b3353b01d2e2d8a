import { FaqItem } from '@gw/ui';
import { useLocation } from 'react-router';
import type { FaqEntry, LinkTarget } from '../../content/index.ts';
import { faqSetForPath, sectionCopy } from '../../content/index.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { container, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';

export type FaqBlockProps = {
  /** Overrides the set chosen by the path (the finance page passes its own). */
  items?: FaqEntry[];
  heading?: string;
  /** A call to action under the list, e.g. 'Ask a Question' to /contact. */
  cta?: LinkTarget;
};

/** The FAQ block: the set chosen by the path's last segment (spec §2), each item collapsible. */
export function FaqBlock({ items, heading = sectionCopy.faq.heading, cta }: FaqBlockProps) {
  const { pathname } = useLocation();
  const entries = items ?? faqSetForPath(pathname);
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
