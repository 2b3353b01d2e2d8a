export { DropdownMenu, type DropdownMenuProps } from './DropdownMenu.tsx';
export type { DropdownItem, DropdownLinkProps, RenderLink } from './DropdownMenuItem.tsx';
