import type { ImageAsset } from './types.ts';

/** Product screens are drawn at 960×600: one shape for every feature panel. */
export function screenImage(name: string, alt: string): ImageAsset {
  return { src: `/images/screens/${name}.svg`, alt, width: 960, height: 600 };
}

/** Small card icons are drawn at 48×48; they are decorative next to their title. */
export function iconImage(name: string): ImageAsset {
  return { src: `/images/icons/${name}.svg`, alt: '', width: 48, height: 48 };
}
