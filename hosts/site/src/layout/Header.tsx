import { brand } from '@gw/config';
import { Link, NavLink, useLocation } from 'react-router';
import { preloadRouteRemotes } from '../remotes/routeRemotes.ts';
import { HeaderActionButton } from './HeaderActionButton.tsx';
import { headerActionFor } from './headerAction.ts';

const links = [
  { to: '/owner', label: 'Project Owners' },
  { to: '/developer', label: 'Developers' },
  { to: '/lender', label: 'Lenders' },
  { to: '/fee-estimator', label: 'Fee Estimator' },
];

/** A minimal header: brand, a few links and the main action for the current path (spec §2). */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-lg font-bold text-primary">
          {brand.name}
        </Link>
        <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onPointerEnter={() => preloadRouteRemotes(link.to)}
                  onFocus={() => preloadRouteRemotes(link.to)}
                  className="text-body hover:text-primary aria-[current=page]:text-primary"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderActionButton key={pathname} action={headerActionFor(pathname)} />
      </div>
    </header>
  );
}
