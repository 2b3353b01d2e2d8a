import { pageCopy } from '../../content/pageCopy.ts';
import { privacyPolicyUpdated, privacySections } from '../../content/privacyPolicy.ts';
import type { PolicySection } from '../../content/types.ts';
import { container } from '../ui/layout.ts';

export type PrivacyPolicyProps = { sections?: PolicySection[]; updated?: string };

/** The Privacy Policy: hero h1 and ten numbered sections (spec §2). */
export function PrivacyPolicy({
  sections = privacySections,
  updated = privacyPolicyUpdated,
}: PrivacyPolicyProps) {
  return (
    <article className={`${container} py-16 lg:py-24`}>
      <header className="mx-auto max-w-3xl border-b border-line pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-ink lg:text-5xl">
          {pageCopy.privacy.heading}
        </h1>
        {updated && <p className="mt-3 text-muted">Last updated {updated}</p>}
      </header>
      <ol className="mx-auto mt-10 grid max-w-3xl gap-10">
        {sections.map((section, index) => {
          const id = `privacy-${index + 1}`;
          return (
            <li key={section.title}>
              <section aria-labelledby={id}>
                <h2 id={id} className="text-2xl font-semibold text-ink">
                  {`${index + 1}. ${section.title}`}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-body">
                    {paragraph}
                  </p>
                ))}
                {section.list && (
                  <ul className="mt-3 list-disc space-y-2 pl-6 text-body">
                    {section.list.map((entry) => (
                      <li key={entry}>{entry}</li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
