import type { ReactNode } from 'react';

export interface PageIntroProps {
  title: string;
  lead: string;
  children?: ReactNode;
}

/** A page's h1 and opening paragraph in the 1200 px column. */
export function PageIntro({ title, lead, children }: PageIntroProps) {
  return (
    <section className="mx-auto max-w-[1200px] px-5 pt-12 pb-8 sm:pt-16">
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-body">{lead}</p>
      {children}
    </section>
  );
}
