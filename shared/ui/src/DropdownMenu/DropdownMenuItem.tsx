import type { MouseEvent, ReactNode } from 'react';

export type DropdownItem = {
  label: string;
  /** A page to go to; without it the item is a button that calls `onSelect`. */
  href?: string;
  onSelect?: () => void;
  description?: string;
  /** Opens in a new tab and says so to screen readers. */
  external?: boolean;
};

/** What a custom link renderer must spread on its element so the menu keeps working. */
export type DropdownLinkProps = {
  role: 'menuitem';
  tabIndex: -1;
  className: string;
  'data-slot': 'dropdown-item';
  target?: '_blank';
  rel?: 'noopener noreferrer';
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
};

export type RenderLink = (item: DropdownItem, props: DropdownLinkProps) => ReactNode;

const itemClass =
  'flex w-full flex-col items-start gap-0.5 rounded-control px-3 py-2 text-left text-sm text-ink outline-none hover:bg-primary-soft focus-visible:bg-primary-soft focus-visible:ring-2 focus-visible:ring-focus';

type DropdownMenuItemProps = {
  item: DropdownItem;
  renderLink?: RenderLink;
  onChoose: (item: DropdownItem) => void;
};

/** One `menuitem`: a link (default <a>, or the caller's router link) or a button. */
export function DropdownMenuItem({ item, renderLink, onChoose }: DropdownMenuItemProps) {
  const props: DropdownLinkProps = {
    role: 'menuitem',
    tabIndex: -1,
    className: itemClass,
    'data-slot': 'dropdown-item',
    ...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    onClick: () => onChoose(item),
    children: (
      <>
        <span className="font-medium">
          {item.label}
          {item.external && <span className="sr-only"> (opens in a new tab)</span>}
        </span>
        {item.description && <span className="text-xs text-muted">{item.description}</span>}
      </>
    ),
  };
  if (item.href === undefined) return <button type="button" {...props} />;
  if (renderLink) return renderLink(item, props);
  return <a href={item.href} {...props} />;
}
