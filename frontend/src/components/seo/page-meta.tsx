import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { applyPageMetadata } from '@/lib/metadata';

/** Sets the document title and social metadata for the current page. Renders nothing. */
export function PageMeta({ title, description, noIndex }: { title?: string; description?: string; noIndex?: boolean }) {
  const [location] = useLocation();
  useEffect(() => {
    applyPageMetadata({ title, description, path: location, noIndex });
  }, [title, description, location, noIndex]);
  return null;
}
