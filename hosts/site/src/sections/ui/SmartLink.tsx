import { type ReactNode, useContext } from 'react';
import { LinkIntent } from '../../routing/linkIntent.ts';
import { RouterLink } from '../../routing/RouterLink.tsx';

export type SmartLinkProps = {
  href: string;
  /** Leaves the site: a plain anchor opening in a new tab. Absolute URLs are external anyway. */
  external?: boolean;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
};

/**
 * A router link for site paths (hover or focus starts loading the page), an anchor for other
 * sites, so callers pass content as data.
 */
export function SmartLink({ href, external, className, children, ...rest }: SmartLinkProps) {
  const preload = useContext(LinkIntent);
  if (external || /^[a-z]+:/i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  const intent = () => preload(href);
  return (
    <RouterLink to={href} className={className} onPointerEnter={intent} onFocus={intent} {...rest}>
      {children}
    </RouterLink>
  );
}
