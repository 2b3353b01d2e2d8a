export { BrandMark, type BrandMarkProps } from './BrandMark.tsx';
export { type BrandMarkColors, brandMark, brandMarkSvg } from './brandMark.ts';
export { HomeLogoLink } from './HomeLogoLink.tsx';
