import { layout } from '@gw/config';
import type { CSSProperties } from 'react';
import { sectionCopy } from '../../content/copy.ts';
import { showcaseProjects } from '../../content/showcaseProjects.ts';
import type { ShowcaseProject } from '../../content/types.ts';
import { container, focusRing, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';
import { useCarouselIndex } from './useCarouselIndex.ts';

export type ProjectCarouselProps = { projects?: ShowcaseProject[] };

// Card sizes come from @gw/config through CSS variables, so Tailwind classes stay static.
const sizes = {
  '--card-w': `${layout.carouselCardWidth}px`,
  '--card-h': `${layout.carouselCardHeight}px`,
  '--card-h-mobile': `${layout.carouselCardHeightMobile}px`,
} as CSSProperties;

/**
 * The track is as wide as makes its 35 % one card and its gap (1.5rem, `gap-6`): every step
 * then brings the next card to the start, at any screen width. Sized by the column instead, a
 * step on a phone moved a third of a card and the last projects were never shown.
 */
const trackWidth = `calc((min(var(--card-w), 85vw) + 1.5rem) / ${layout.carouselShift})`;

// Disabled: flat grey with a grey arrow (muted on canvas, 7:1), no longer faded to near-invisible.
const arrowButton = `flex size-11 items-center justify-center rounded-full border border-line bg-surface text-primary shadow-soft transition-colors hover:bg-primary-soft disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted disabled:shadow-none disabled:hover:bg-canvas ${focusRing}`;

/** 'Ongoing Projects': steps of 35 % of the track's width, no wrap, counter on mobile (spec §4). */
export function ProjectCarousel({ projects = showcaseProjects }: ProjectCarouselProps) {
  const { index, atStart, atEnd, previous, next } = useCarouselIndex(projects.length);
  const shift = `translateX(-${index * layout.carouselShift * 100}%)`;
  const copy = sectionCopy.carousel;

  return (
    <section
      aria-labelledby="projects-heading"
      aria-roledescription="carousel"
      className={`overflow-hidden ${sectionSpacing}`}
    >
      <div className={container} style={sizes}>
        <div className="flex items-end justify-between gap-4">
          <SectionHeader id="projects-heading" title={copy.heading} align="start" />
          <div className="flex items-center gap-3">
            <p
              className="text-sm font-semibold whitespace-nowrap text-muted lg:hidden"
              aria-live="polite"
            >
              {`${index + 1} / ${projects.length}`}
            </p>
            <button
              type="button"
              onClick={previous}
              disabled={atStart}
              aria-label={copy.previous}
              className={arrowButton}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              onClick={next}
              disabled={atEnd}
              aria-label={copy.next}
              className={arrowButton}
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>
        <div
          data-slot="carousel-track"
          style={{ transform: shift, width: trackWidth }}
          className="mt-10 flex gap-6 motion-safe:transition-transform motion-safe:duration-500"
        >
          {projects.map((project, position) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel: each slide is a group with roledescription 'slide'
            <div
              key={project.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${projects.length}: ${project.name}`}
              className="relative h-(--card-h-mobile) w-[min(var(--card-w),85vw)] shrink-0 overflow-hidden rounded-card bg-primary-soft lg:h-(--card-h) lg:w-(--card-w)"
            >
              <picture>
                <source
                  media="(max-width: 1023px)"
                  srcSet={project.mobileImage.src}
                  width={project.mobileImage.width}
                  height={project.mobileImage.height}
                />
                <img
                  {...project.image}
                  alt={project.image.alt}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </picture>
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-night/90 to-night/0 p-6 pt-16 text-white">
                <h3 className="text-lg font-semibold">{project.name}</h3>
                <p className="text-sm text-white/85">{project.location}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
