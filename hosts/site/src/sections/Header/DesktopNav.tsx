import { DropdownMenu } from '@gw/ui/dropdown-menu';
import { pricingNav, solutionsNav } from '../../content/navigation.ts';
import { focusRing } from '../ui/layout.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { renderRouterLink, toDropdownItems, visibleHeaderLinks } from './navItems.tsx';

const solutions = toDropdownItems(solutionsNav);
const plans = toDropdownItems(pricingNav);

/** The kit's trigger padding, tightened to the links' so the bar fits 1280 px with every item. */
const triggerPadding = '[&_[aria-haspopup=menu]]:px-2';

/** The large-screen navigation: Solutions and Pricing dropdowns, then the plain links. */
export function DesktopNav({ hideBlog }: { hideBlog: boolean }) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center text-sm font-medium">
        <li className={triggerPadding}>
          <DropdownMenu label="Solutions" items={solutions} renderLink={renderRouterLink} />
        </li>
        <li className={triggerPadding}>
          <DropdownMenu label="Pricing" items={plans} renderLink={renderRouterLink} />
        </li>
        {visibleHeaderLinks(hideBlog).map((item) => (
          <li key={item.name}>
            <SmartLink
              href={item.path}
              external={item.external}
              className={`inline-flex min-h-11 items-center rounded-control px-2 whitespace-nowrap text-ink hover:text-primary ${focusRing}`}
            >
              {item.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
