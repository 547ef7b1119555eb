import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMetadata, formatTitle, pageUrl } from './metadata';

describe('page metadata', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('formats "<Page> | SueGo" titles and the home title', () => {
    expect(formatTitle('Sign In')).toBe('Sign In | SueGo');
    expect(formatTitle()).toBe("SueGo — Get back the money you're owed");
  });

  it('keeps the product domain and rewrites any other host to itself', () => {
    expect(pageUrl('/login', 'https://suego.app')).toBe('https://suego.app/login');
    expect(pageUrl('/login', 'https://preview-42.example.dev')).toBe('https://preview-42.example.dev/login');
  });

  it('updates title, description, canonical, og:url and robots', () => {
    document.head.innerHTML =
      '<link rel="canonical" href="https://suego.app/"><meta property="og:url" content="https://suego.app/">';
    applyPageMetadata({ title: 'Account', description: 'Your account.', path: '/account', noIndex: true });

    expect(document.title).toBe('Account | SueGo');
    const origin = window.location.origin;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/account`);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${origin}/account`);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Account | SueGo');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Your account.');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');

    applyPageMetadata({ title: 'Privacy Policy', path: '/privacy-policy' });
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });
});
