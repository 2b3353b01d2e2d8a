import { cx } from '@gw/ui';

type InlineSvgProps = {
  /** The drawing's markup: one of the site's own SVG files, imported `?raw` at build time. */
  svg: string;
  /** What it shows, for screen readers; without it the drawing is decorative (hidden). */
  label?: string;
  /** The box's classes (it is a span: give it `block` or another display). */
  className?: string;
};

/**
 * One of the site's SVG drawings in the page itself, sized by its box: it paints with the HTML,
 * with no request for the page's largest paint to wait on (issue 14).
 */
export function InlineSvg({ svg, label, className }: InlineSvgProps) {
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cx(className, '[&>svg]:size-full')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own SVG files, bundled at build time, never user content.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
