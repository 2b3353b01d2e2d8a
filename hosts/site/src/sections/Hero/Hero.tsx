import { Badge, cx } from '@gw/ui';
import type { ReactNode } from 'react';
import type { HeroCopy } from '../../content/heroes.ts';
import { InlineSvg } from '../ui/InlineSvg.tsx';
import { container } from '../ui/layout.ts';
import { ArtCards } from './ArtCards.tsx';

export type HeroProps = {
  copy: HeroCopy;
  /** The illustration's SVG markup (content/heroArt/<page>.svg, imported `?raw`). */
  illustration: string;
  /** The page's calls to action (links or buttons that open its modals). */
  actions?: ReactNode;
  /** Extra content under the actions, e.g. a short proof line. */
  children?: ReactNode;
  className?: string;
};

/** An audience hero: badge, the page's one h1, copy, illustration (inline) and calls to action. */
export function Hero({ copy, illustration, actions, children, className }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      // band-surface: it ends on the page's white, so a white section after it shares its gap.
      className={cx('band-surface bg-gradient-to-b from-primary-soft/60 to-surface', className)}
    >
      <div
        className={`${container} grid items-center gap-10 pt-12 pb-16 lg:grid-cols-2 lg:gap-16 lg:pt-20 lg:pb-24`}
      >
        <div className="flex flex-col items-start gap-5">
          <Badge>{copy.badge}</Badge>
          <h1
            id="hero-heading"
            className="text-4xl font-bold tracking-tight text-balance text-ink lg:text-5xl"
          >
            {copy.title}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-body">{copy.body}</p>
          {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
          {children}
        </div>
        <div className="relative mx-auto w-full max-w-[560px]" data-slot="hero-art">
          <InlineSvg
            svg={illustration}
            label={copy.illustrationAlt}
            className="block aspect-[560/480] w-full"
          />
          {copy.artCards && <ArtCards cards={copy.artCards} />}
        </div>
      </div>
    </section>
  );
}
