import type { ComponentProps, MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { scrollToSection } from '@/lib/scroll';

/**
 * A link to a section of the home page ("/#pricing"). On the home page it scrolls without a reload;
 * elsewhere it navigates home and the layout scrolls to the section once it is rendered.
 */
export function HashLink({
  sectionId,
  onClick,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { sectionId: string }) {
  const [location, navigate] = useLocation();
  const href = `/#${sectionId}`;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    if (location === '/') {
      window.history.pushState(window.history.state, '', href);
      scrollToSection(sectionId);
    } else {
      navigate(href);
    }
  };

  return <a href={href} onClick={handleClick} {...props} />;
}
