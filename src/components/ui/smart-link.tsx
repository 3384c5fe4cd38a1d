import React, { type MouseEvent, type ReactNode } from 'react';
import { Link } from 'gatsby';
import { linkKind } from '@brokerage/core/lib/links';

/** Spec: jumping to an element leaves 200 px above it (room for the sticky header). */
export const SCROLL_OFFSET = 200;

export type SmartLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;

/** Smooth-scrolls to the element an `#anchor` names, 200 px above it. */
export function scrollToAnchor(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.replace(/^#/, '')));
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}

/**
 * One link for every kind of href: `#anchor` scrolls smoothly, `tel:` and `mailto:` are
 * plain links, other sites open in a new tab without access to this one, and site paths
 * navigate through Gatsby's router.
 */
export function SmartLink({ href, children, onClick, ...rest }: SmartLinkProps) {
  const kind = linkKind(href);
  if (kind === 'internal') {
    return (
      <Link to={href} onClick={onClick} {...rest}>
        {children}
      </Link>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (kind === 'anchor' && scrollToAnchor(href)) {
      event.preventDefault();
      window.history.replaceState(null, '', href);
    }
    onClick?.();
  };
  const external = kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} onClick={handleClick} {...external} {...rest}>
      {children}
    </a>
  );
}
