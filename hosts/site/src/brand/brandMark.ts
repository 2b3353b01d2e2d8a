/**
 * The brand mark, the one source of its drawing: a building on a rounded tile. BrandMark draws
 * it in the theme's colours beside the wordmark; `brandMarkSvg` is the favicon's text
 * (public/favicon.svg, checked against it by brandMark.test.ts).
 */
export const brandMark = {
  size: 32,
  tileRadius: 7,
  building: 'M8 23V13l8-5 8 5v10h-5v-6h-6v6z',
} as const;

/** The colours of a standalone copy of the mark (the favicon has no stylesheet to read). */
export type BrandMarkColors = { tile: string; building: string };

/** The mark as a standalone SVG document. */
export function brandMarkSvg({ tile, building }: BrandMarkColors): string {
  const { size, tileRadius } = brandMark;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" rx="${tileRadius}" fill="${tile}"/>` +
    `<path d="${brandMark.building}" fill="${building}"/></svg>`
  );
}
