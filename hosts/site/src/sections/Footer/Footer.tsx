import { brand } from '@gw/config';
import { BrandMark } from '../../brand/index.ts';
import { sectionCopy } from '../../content/copy.ts';
import { footerCompanyNav, footerProductNav } from '../../content/navigation.ts';
import type { NavItem } from '../../content/types.ts';
import { container, focusRing } from '../ui/layout.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { scrollToTop } from './scrollToTop.ts';

const socialLinks = [
  { name: 'LinkedIn', href: brand.social.linkedIn },
  { name: 'X', href: brand.social.x },
  { name: 'Instagram', href: brand.social.instagram },
  { name: 'Facebook', href: brand.social.facebook },
];

// 36 px rows below lg: comfortable tap targets on phones and tablets.
const linkClass = `inline-flex min-w-11 items-center rounded-sm max-lg:min-h-9 text-white/80 hover:text-white ${focusRing}`;

function LinkColumn({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 flex flex-col gap-0.5 text-sm lg:mt-4 lg:gap-3">
        {items.map((item) => (
          <li key={item.name}>
            <SmartLink href={item.path} external={item.external} className={linkClass}>
              {item.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer (spec §2): product links, social links, mission, copyright and 'Back to top'. */
export function Footer() {
  const copy = sectionCopy.footer;
  return (
    <footer className="bg-night text-white">
      <div
        className={`${container} grid grid-cols-[3fr_2fr] gap-x-6 gap-y-10 py-14 lg:grid-cols-[2fr_1fr_1fr_1fr]`}
      >
        <div className="col-span-2 flex flex-col items-start gap-4 lg:col-span-1">
          <p className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <BrandMark className="size-8 shrink-0 text-primary" />
            {brand.name}
          </p>
          <p className="max-w-sm leading-relaxed text-white/80">{copy.mission}</p>
        </div>
        <LinkColumn title={copy.product} items={footerProductNav} />
        <LinkColumn title={copy.company} items={footerCompanyNav} />
        <LinkColumn
          title={copy.social}
          items={socialLinks.map(({ name, href }) => ({ name, path: href, external: true }))}
        />
      </div>
      <div className="border-t border-white/15">
        <div
          className={`${container} flex flex-wrap items-center justify-between gap-4 py-6 text-sm`}
        >
          <p className="text-white/80">
            © {brand.copyrightYear} {brand.name}. All rights reserved.
          </p>
          <button
            type="button"
            onClick={() => scrollToTop()}
            className={`-mx-3 inline-flex min-h-11 items-center gap-2 rounded-control px-3 font-semibold text-white hover:text-accent ${focusRing}`}
          >
            {copy.backToTop}
            <span aria-hidden="true">↑</span>
          </button>
        </div>
      </div>
    </footer>
  );
}
