import { useState } from 'react';
import { sectionCopy } from '../../content/copy.ts';
import { testimonials } from '../../content/testimonials.ts';
import type { Testimonial } from '../../content/types.ts';
import { container, focusRing, nightSection } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';

export type TestimonialsProps = { items?: Testimonial[] };

/** 'What users are saying': one quote at a time, switched by dots; starts at 0 (spec §4). */
export function Testimonials({ items = testimonials }: TestimonialsProps) {
  const [index, setIndex] = useState(0);
  const quote = items[index];
  if (!quote) return null;

  return (
    <section aria-labelledby="testimonials-heading" className={nightSection}>
      <div className={container}>
        <div className="[&_h2]:text-white">
          <SectionHeader id="testimonials-heading" title={sectionCopy.testimonials.heading} />
        </div>
        <figure aria-live="polite" className="mx-auto mt-10 max-w-3xl text-center">
          <blockquote className="text-xl leading-relaxed text-balance text-white lg:text-2xl">
            <p>“{quote.message}”</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className="block font-semibold text-accent">{quote.name}</span>
            <span className="block text-sm text-white/80">{quote.title}</span>
          </figcaption>
        </figure>
        <div className="mt-8 flex justify-center gap-3">
          {items.map((item, dot) => {
            const current = dot === index;
            return (
              <button
                key={item.name}
                type="button"
                aria-label={`Quote ${dot + 1} of ${items.length}: ${item.name}`}
                aria-pressed={current}
                onClick={() => setIndex(dot)}
                className={`flex size-11 items-center justify-center rounded-full ${focusRing}`}
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 rounded-full transition-all ${current ? 'w-8 bg-accent' : 'w-3 bg-white/50'}`}
                />
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}
