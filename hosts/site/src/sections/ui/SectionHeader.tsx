import type { ReactNode } from 'react';

export type SectionHeaderProps = {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
};

/** A section's h2 with an optional eyebrow and intro; pages keep their single h1 in the hero. */
export function SectionHeader({ id, title, eyebrow, intro, align = 'center' }: SectionHeaderProps) {
  const alignment = align === 'center' ? 'mx-auto text-center items-center' : 'items-start';
  return (
    <div data-slot="section-header" className={`flex max-w-2xl flex-col gap-3 ${alignment}`}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-ink lg:text-4xl">
        {title}
      </h2>
      {intro && <p className="text-lg leading-relaxed text-body">{intro}</p>}
    </div>
  );
}
