import { useEffect, useRef, useState } from 'react';
import { loginNav, pricingNav, signUpNav, solutionsNav } from '../../content/navigation.ts';
import type { NavItem } from '../../content/types.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { focusRing } from '../ui/layout.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { visibleHeaderLinks } from './navItems.tsx';

type View = 'root' | 'solutions' | 'pricing';

export type MobileMenuProps = { id: string; hideBlog: boolean; onClose: () => void };

const rowClass = `flex min-h-12 w-full items-center justify-between rounded-control px-3 py-2 text-left text-base font-medium text-ink hover:bg-primary-soft ${focusRing}`;

const subViews: Record<Exclude<View, 'root'>, { title: string; items: NavItem[] }> = {
  solutions: { title: 'Solutions', items: solutionsNav },
  pricing: { title: 'Pricing', items: pricingNav },
};

function LinkList({ items, onClose }: { items: NavItem[]; onClose: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.name}>
          {/* A click on a link closes the menu; the router then shows the page. */}
          <SmartLink
            href={item.path}
            external={item.external}
            onClick={onClose}
            className={rowClass}
          >
            <span className="flex flex-col gap-0.5">
              {item.name}
              {item.description && (
                <span className="text-sm font-normal text-muted">{item.description}</span>
              )}
            </span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** The small-screen menu (spec §2): a root view with Solutions and Pricing sub-views. */
export function MobileMenu({ id, hideBlog, onClose }: MobileMenuProps) {
  const [view, setView] = useState<View>('root');
  const panelRef = useRef<HTMLDivElement>(null);

  // Each view change moves focus to the view's first control, so keyboard users keep their place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is the trigger, read via the DOM
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [view]);

  const sub = view === 'root' ? null : subViews[view];

  return (
    <>
      {/* Dims the page under the open menu; a click on it closes the menu (keyboards: Escape).
          A click, not a press: a tap would otherwise land on the page once the backdrop is gone. */}
      <div
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-x-0 top-full h-screen bg-ink/40 xl:hidden"
      />
      <div
        ref={panelRef}
        id={id}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-surface px-5 pt-3 pb-6 shadow-lift xl:hidden"
      >
        <nav aria-label={sub ? sub.title : 'Menu'}>
          {sub ? (
            <>
              <button
                type="button"
                onClick={() => setView('root')}
                className={`${rowClass} justify-start gap-2 text-primary`}
              >
                <span aria-hidden="true">←</span>
                Back
              </button>
              <h2 className="px-3 pt-3 pb-2 text-sm font-semibold text-muted uppercase">
                {sub.title}
              </h2>
              <LinkList items={sub.items} onClose={onClose} />
            </>
          ) : (
            <>
              <ul className="flex flex-col gap-1">
                {(['solutions', 'pricing'] as const).map((key) => (
                  <li key={key}>
                    <button type="button" onClick={() => setView(key)} className={rowClass}>
                      {subViews[key].title}
                      <span aria-hidden="true">→</span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="mt-1">
                <LinkList items={visibleHeaderLinks(hideBlog)} onClose={onClose} />
              </div>
              <div className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-5">
                {[loginNav, signUpNav].map((item, index) => (
                  <ButtonLink
                    key={item.name}
                    href={item.path}
                    external
                    variant={index === 0 ? 'secondary' : 'primary'}
                  >
                    {item.name}
                  </ButtonLink>
                ))}
              </div>
            </>
          )}
        </nav>
      </div>
    </>
  );
}
