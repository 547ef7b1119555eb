import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { scrollToSection } from '@/lib/scroll';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/components/ui/messages';

/**
 * After each page change: go to the section named in the URL hash (links like "/#pricing"),
 * otherwise start at the top of the new page.
 */
function useScrollOnNavigate(location: string): void {
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash && scrollToSection(hash)) return;
    window.scrollTo(0, 0);
  }, [location]);
}

/**
 * The page area is at least as tall as the screen below the navigation bar, so the footer starts below the fold:
 * when a page's loading skeleton gives way to the page, nothing on screen moves (no layout shift). `banner`: a
 * notice above the navigation on every page (the "Test mode" banner).
 */
export function PageShell({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  useScrollOnNavigate(location);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-navy-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t(m.skipToMain)}
      </a>
      {banner}
      <NavBar />
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
