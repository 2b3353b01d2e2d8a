import type { ReactNode } from 'react';
import { Badge } from '../Badge/index.ts';
import { buttonVariants } from '../Button/index.ts';
import { cx } from '../cx/index.ts';

export type HeroCardProps = {
  badge: ReactNode;
  title: ReactNode;
  body: ReactNode;
  /** Explicit width and height so the hero never shifts the layout while it loads. */
  image: { src: string; alt: string; width: number; height: number };
  /** The button's target: a link when `href` is given, otherwise a button calling `onClick`. */
  action: { label: string; href?: string; onClick?: () => void };
  /** The button's text on small screens; defaults to `action.label`. */
  mobileLabel?: string;
  className?: string;
};

const actionClass = cx(
  'inline-flex min-h-11 items-center justify-center rounded-control px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus lg:hidden',
  buttonVariants.primary,
);

/**
 * A page hero (spec §2): badge, title, body, image and a button to a target. The button only
 * shows below the `lg` breakpoint, where the header's own call to action is out of view.
 */
export function HeroCard({
  badge,
  title,
  body,
  image,
  action,
  mobileLabel,
  className,
}: HeroCardProps) {
  const label = mobileLabel ?? action.label;
  return (
    <section
      data-slot="hero-card"
      className={cx('grid items-center gap-8 py-10 lg:grid-cols-2 lg:gap-12 lg:py-16', className)}
    >
      <div className="flex flex-col items-start gap-4">
        <Badge>{badge}</Badge>
        <h1 className="text-4xl font-bold tracking-tight text-balance text-ink lg:text-5xl">
          {title}
        </h1>
        <p className="max-w-prose text-lg leading-relaxed text-body">{body}</p>
        {action.href ? (
          <a data-slot="hero-action" href={action.href} className={actionClass}>
            {label}
          </a>
        ) : (
          <button
            data-slot="hero-action"
            type="button"
            onClick={action.onClick}
            className={actionClass}
          >
            {label}
          </button>
        )}
      </div>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className="h-auto w-full rounded-card border border-line shadow-soft"
      />
    </section>
  );
}
