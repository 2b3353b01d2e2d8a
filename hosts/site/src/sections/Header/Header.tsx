import { closeIcon, LineIcon, menuIcon } from '@gw/ui';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HomeLogoLink } from '../../brand/index.ts';
import { loginNav, signUpNav } from '../../content/navigation.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { container, focusRing } from '../ui/layout.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { DesktopNav } from './DesktopNav.tsx';

/** The small-screen menu loads on its first opening, never with the first paint. */
const MobileMenu = lazy(() =>
  import('./MobileMenu.tsx').then((module) => ({ default: module.MobileMenu })),
);

export type HeaderProps = {
  /** The main call to action, decided by the shell from the path (spec §2). */
  mainAction: ReactNode;
  /** Hides the Blog link (the about page does, spec §2). */
  hideBlog?: boolean;
};

/** The site header: logo, navigation with dropdowns, account links, the main action, mobile menu. */
export function Header({ mainAction, hideBlog = false }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open mobile menu and gives focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className={`${container} flex min-h-16 items-center justify-between gap-2 sm:gap-3`}>
        <HomeLogoLink />
        <DesktopNav hideBlog={hideBlog} />
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 xl:flex">
            <SmartLink
              href={loginNav.path}
              external
              className={`inline-flex min-h-11 items-center rounded-control px-2 text-sm font-semibold whitespace-nowrap text-ink hover:text-primary ${focusRing}`}
            >
              {loginNav.name}
            </SmartLink>
            <ButtonLink href={signUpNav.path} external variant="secondary" className="px-4">
              {signUpNav.name}
            </ButtonLink>
          </div>
          <div data-slot="main-action" className="whitespace-nowrap xl:[&>*]:px-4">
            {mainAction}
          </div>
          {/* Pulled right by its padding so the icon, not the tap area, lines up with the column. */}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            className={`-mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink hover:bg-primary-soft xl:hidden ${focusRing}`}
          >
            <LineIcon d={menuOpen ? closeIcon : menuIcon} className="size-6" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} hideBlog={hideBlog} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
