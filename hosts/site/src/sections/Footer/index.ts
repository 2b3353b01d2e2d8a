export { Footer } from './Footer.tsx';
export { scrollToTop } from './scrollToTop.ts';
