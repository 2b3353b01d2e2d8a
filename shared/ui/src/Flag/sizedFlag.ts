/**
 * A flag package's SVG drawing as Flag shows it: filling Flag's fixed box (the package's
 * drawings carry a viewBox and no size), without the stray class names a few of them carry
 * ('st1'), which a page's own styles could otherwise reach.
 */
export function sizedFlag(svg: string): string {
  return svg.replace('<svg ', '<svg width="100%" height="100%" ').replace(/ class="[^"]*"/g, '');
}
