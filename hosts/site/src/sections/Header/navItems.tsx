import type { DropdownItem, RenderLink } from '@gw/ui/dropdown-menu';
import { headerLinks } from '../../content/navigation.ts';
import type { NavItem } from '../../content/types.ts';
import { RouterLink } from '../../routing/RouterLink.tsx';

/** Content nav items as @gw/ui dropdown items. */
export function toDropdownItems(items: NavItem[]): DropdownItem[] {
  return items.map(({ name, path, description, external }) => ({
    label: name,
    href: path,
    description,
    external,
  }));
}

/** Dropdown links inside the site go through the router; others stay plain anchors. */
export const renderRouterLink: RenderLink = (item, props) =>
  item.external || item.href === undefined ? (
    <a href={item.href} {...props} />
  ) : (
    <RouterLink to={item.href} {...props} />
  );

/** The plain header links, without the Blog where the page hides it (/about-us, spec §2). */
export function visibleHeaderLinks(hideBlog: boolean): NavItem[] {
  return hideBlog ? headerLinks.filter((item) => item.name !== 'Blog') : headerLinks;
}
