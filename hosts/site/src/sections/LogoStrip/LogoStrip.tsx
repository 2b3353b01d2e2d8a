import { sectionCopy } from '../../content/copy.ts';
import { partnerLogos } from '../../content/partners.ts';
import type { PartnerLogo } from '../../content/types.ts';
import { container } from '../ui/layout.ts';

export type LogoStripProps = { logos?: PartnerLogo[]; heading?: string };

/** 'Users that Trust Us': a row of neutral partner wordmarks under the hero (spec §2). */
export function LogoStrip({
  logos = partnerLogos,
  heading = sectionCopy.logoStrip.heading,
}: LogoStripProps) {
  return (
    <section aria-labelledby="logo-strip-heading" className="border-y border-line bg-canvas py-10">
      <div className={container}>
        <h2 id="logo-strip-heading" className="text-center text-sm font-semibold text-muted">
          {heading}
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center justify-items-center gap-x-6 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
          {logos.map((logo) => (
            <li key={logo.src}>
              <img
                {...logo}
                alt={logo.alt}
                loading="lazy"
                className={`h-8 w-auto opacity-80 ${logo.className ?? ''}`}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
