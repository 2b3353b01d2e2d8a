import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path on this site. */
  to: string;
};

/**
 * A link to a page of the site, navigated by the router (modified clicks and other targets
 * behave as plain links). Used instead of react-router's `Link`, whose prefetch and form
 * machinery is ~2 KB gzip on every page and unused by a declarative router.
 */
export function RouterLink({ to, onClick, target, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...props} href={href} target={target} onClick={handleClick} />;
}
