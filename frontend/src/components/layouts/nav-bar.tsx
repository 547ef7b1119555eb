import { Menu, Scale, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth, useLogout, type UserRole } from '@/lib/auth';
import { useAccountLanguageSync } from '@/lib/i18n/account-language';
import type { Message } from '@/lib/i18n/define';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { LanguageSwitch } from './language-switch';
import { messages as m } from './messages';

interface NavItem {
  label: Message;
  href: string;
}

const signedInItems: NavItem[] = [
  { label: m.navHome, href: paths.home.getHref() },
  { label: m.navMyDocuments, href: paths.myDocuments.getHref() },
  { label: m.navAccount, href: paths.account.getHref() },
  { label: m.navPayment, href: paths.paymentMethods.getHref() },
];

/**
 * The staff tools each role may open (DESIGN §7; the pages and the API refuse everyone else): staff work the
 * support desk (`@Roles('staff')`), read the outbox and the letters' outcomes (`@Roles('staff')`) and the audit screen
 * (`@Roles('staff', 'auditor')`); an auditor only replays case history. Users see none of them.
 */
export const STAFF_TOOLS: Record<UserRole, readonly NavItem[]> = {
  user: [],
  staff: [
    { label: m.navSupportDesk, href: paths.adminSupport.getHref() },
    { label: m.navOutbox, href: paths.adminOutbox.getHref() },
    { label: m.navOutcomes, href: paths.adminOutcomes.getHref() },
    { label: m.navAudit, href: paths.audit.getHref() },
  ],
  auditor: [{ label: m.navAudit, href: paths.audit.getHref() }],
};

const signedOutItems: NavItem[] = [
  { label: m.navHome, href: paths.home.getHref() },
  { label: m.navPlans, href: paths.subscriptionPlans.getHref() },
];

/** Home is active only on an exact match; other links also cover their sub-pages. */
export function isActivePath(location: string, href: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}

function NavLink({ item, location, mobile }: { item: NavItem; location: string; mobile?: boolean }) {
  const t = useT();
  const active = isActivePath(location, item.href);
  return (
    <Link
      href={item.href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-md font-medium text-navy-800 transition-colors hover:bg-navy-50 hover:text-navy-950',
        mobile ? 'block px-3 py-3 text-base' : 'px-3 py-2 text-sm',
        active && 'bg-navy-100 font-semibold text-navy-950',
      )}
    >
      {t(item.label)}
    </Link>
  );
}

export function NavBar() {
  const t = useT();
  useAccountLanguageSync();
  const [location] = useLocation();
  const { isAuthenticated, isLoading, user } = useAuth();
  const { logout, isPending } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The menu closes whenever the page changes.
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const staffTools = isAuthenticated && user ? STAFF_TOOLS[user.role] : [];
  const items = isAuthenticated ? [...signedInItems, ...staffTools] : signedOutItems;
  // Seven links, the language switch and Logout do not fit beside the logo below 1024 px, eight below 1280 px:
  // staff get the menu button until then.
  const breakpoint = staffTools.length > 3 ? 'xl' : staffTools.length > 1 ? 'lg' : 'md';
  const desktop = { md: 'hidden md:flex', lg: 'hidden lg:flex', xl: 'hidden xl:flex' }[breakpoint];
  const mobile = { md: 'md:hidden', lg: 'lg:hidden', xl: 'xl:hidden' }[breakpoint];
  const onLogout = () => {
    setMenuOpen(false);
    void logout();
  };

  let actions: ReactNode;
  let mobileActions: ReactNode;
  if (isLoading) {
    actions = <Skeleton className="h-9 w-40" />;
    mobileActions = <Skeleton className="h-11 w-full" />;
  } else if (isAuthenticated) {
    actions = (
      <Button variant="outline" size="sm" onClick={onLogout} disabled={isPending}>
        {t(m.logout)}
      </Button>
    );
    mobileActions = (
      <Button variant="outline" className="w-full" onClick={onLogout} disabled={isPending}>
        {t(m.logout)}
      </Button>
    );
  } else {
    const signInActive = isActivePath(location, paths.login.path);
    const registerActive = isActivePath(location, paths.register.path);
    actions = (
      <>
        <Button asChild variant="ghost" size="sm">
          <Link href={paths.login.getHref()} aria-current={signInActive ? 'page' : undefined}>
            {t(m.signIn)}
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link href={paths.register.getHref()} aria-current={registerActive ? 'page' : undefined}>
            {t(m.createAccount)}
          </Link>
        </Button>
      </>
    );
    mobileActions = (
      <>
        <Button asChild variant="outline" className="w-full">
          <Link href={paths.login.getHref()} aria-current={signInActive ? 'page' : undefined}>
            {t(m.signIn)}
          </Link>
        </Button>
        <Button asChild className="w-full">
          <Link href={paths.register.getHref()} aria-current={registerActive ? 'page' : undefined}>
            {t(m.createAccount)}
          </Link>
        </Button>
      </>
    );
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href={paths.home.getHref()}
          className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-navy-900"
        >
          <Scale className="size-6 text-primary" aria-hidden="true" />
          SueGo
        </Link>

        <nav aria-label={t(m.mainNav)} className={cn('items-center gap-1', desktop)}>
          {items.map((item) => (
            <NavLink key={item.href} item={item} location={location} />
          ))}
        </nav>

        <div className={cn('items-center gap-2', desktop)}>
          <LanguageSwitch className="mr-2" />
          {actions}
        </div>

        <Button
          ref={menuButtonRef}
          variant="ghost"
          size="icon"
          className={mobile}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t(m.closeMenu) : t(m.openMenu)}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </Button>
      </div>

      <div id={menuId} hidden={!menuOpen} className={cn('border-t border-border bg-surface', mobile)}>
        <nav aria-label={t(m.mainNavMobile)} className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {items.map((item) => (
            <NavLink key={item.href} item={item} location={location} mobile />
          ))}
          <div className="mt-2 flex flex-col gap-2 border-t border-border pt-3">
            <LanguageSwitch className="px-2 py-1" />
            {mobileActions}
          </div>
        </nav>
      </div>
    </header>
  );
}
