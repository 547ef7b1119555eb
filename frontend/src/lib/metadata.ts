import { DEFAULT_DESCRIPTION, SITE_NAME, SITE_ORIGIN, SITE_TAGLINE } from '@/config/site';

export interface PageMetadata {
  /** Page name; the document title becomes "<title> | SueGo". Omit for the home page. */
  title?: string;
  description?: string;
  /** Path of the page without query or hash, e.g. "/login". */
  path: string;
  /** Ask search engines not to index diagnostics and private pages. */
  noIndex?: boolean;
}

export function formatTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — ${SITE_TAGLINE}`;
}

/**
 * index.html ships canonical and og:url for the product's own domain (SITE_ORIGIN). On any other
 * host (local dev, previews, staging) they are rewritten to that host, so shared links and crawlers
 * never mix origins. On the product domain the two are the same.
 */
export function pageUrl(path: string, origin: string = window.location.origin): string {
  const base = origin === SITE_ORIGIN ? SITE_ORIGIN : origin;
  return `${base}${path}`;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function removeMeta(attribute: 'name' | 'property', key: string): void {
  document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
}

function upsertCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.setAttribute('rel', 'canonical');
    document.head.appendChild(element);
  }
  element.setAttribute('href', href);
}

export function applyPageMetadata({ title, description, path, noIndex }: PageMetadata): void {
  const fullTitle = formatTitle(title);
  const text = description ?? DEFAULT_DESCRIPTION;
  const url = pageUrl(path);

  document.title = fullTitle;
  upsertMeta('name', 'description', text);
  upsertMeta('property', 'og:title', fullTitle);
  upsertMeta('property', 'og:description', text);
  upsertMeta('property', 'og:url', url);
  upsertMeta('name', 'twitter:title', fullTitle);
  upsertMeta('name', 'twitter:description', text);
  upsertCanonical(url);
  if (noIndex) upsertMeta('name', 'robots', 'noindex');
  else removeMeta('name', 'robots');
}
