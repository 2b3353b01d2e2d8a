export { Header, type HeaderProps } from './Header.tsx';
export { MobileMenu, type MobileMenuProps } from './MobileMenu.tsx';
