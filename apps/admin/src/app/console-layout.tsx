/**
 * The signed-in console: skip link, navigation (a side bar on wide screens, a drawer on phones), the
 * account menu, and the page. Nobody signed in: to the sign-in page, coming back here afterwards.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { type BookingPath, useBookingNavItems } from '../features/booking/routes';
import { ContentNav } from '../features/content/content-nav';
import { type SettingsPath, useSettingsNavItems } from '../features/settings/routes';
import { useConsoleWords, useT } from '../shared/i18n/console-words';
import { NAV_LABELS } from '../shared/navigation';
import { useSession } from '../shared/session/session-provider';
import { CloseIcon, ICON_BUTTON, MenuIcon } from '../shared/ui/icons';
import { NAV_LINK, NAV_LINK_ACTIVE, NavSection } from '../shared/ui/nav';
import { ErrorState, FormAlert, LoadingState } from '../shared/ui/states';
import { SessionExpiredDialog } from './session-expired-dialog';
import { UserMenu } from './user-menu';

/** The owner's inbox screens (issue 14): messages, emails, subscribers. */
type InboxPath = '/messages' | '/outbox' | '/subscribers';

type NavItem = {
  to:
    | '/'
    | '/profile'
    | '/users'
    | '/audit'
    | '/analytics'
    | '/campaigns'
    | '/media'
    | SettingsPath
    | BookingPath
    | InboxPath;
  label: string;
};

type NavGroup = { heading?: string; items: NavItem[] };

/**
 * The console's places, grouped as the owner thinks of them: the overview and visitors; mail and newsletter; the
 * site's content (ContentNav's groups) and pictures; settings; account and team. An editor sees only
 * what an editor may open.
 */
function useNavGroups(): { top: NavGroup[]; bottom: NavGroup[] } {
  const { w: t, language } = useConsoleWords();
  const session = useSession();
  const isOwner = session.me?.user.role === 'owner';
  const settingsItems = useSettingsNavItems(session.me?.user.role);
  const bookingItems = useBookingNavItems(session.me?.user.role);
  const overview: NavItem[] = [{ to: '/', label: t.shell.home }];
  if (isOwner) overview.push({ to: '/analytics', label: NAV_LABELS[language].analytics });
  const top: NavGroup[] = [{ items: overview }];
  if (isOwner) {
    top.push({
      heading: t.shell.groups.mail,
      items: [
        { to: '/messages', label: NAV_LABELS[language].messages },
        { to: '/subscribers', label: NAV_LABELS[language].subscribers },
        { to: '/campaigns', label: NAV_LABELS[language].campaigns },
        { to: '/outbox', label: NAV_LABELS[language].outbox },
      ],
    });
  }
  // Booking's setup (decision 106): session types, hours, exceptions, blocked times — the owner's.
  if (bookingItems.length > 0)
    top.push({ heading: NAV_LABELS[language].booking.heading, items: bookingItems });
  const account: NavItem[] = [{ to: '/profile', label: t.shell.profile }];
  if (isOwner) account.push({ to: '/users', label: t.shell.users }, { to: '/audit', label: t.shell.audit });
  const bottom: NavGroup[] = [
    { heading: t.shell.groups.media, items: [{ to: '/media', label: NAV_LABELS[language].media }] },
    { heading: t.shell.groups.settings, items: settingsItems },
    { heading: t.shell.groups.account, items: account },
  ];
  return { top, bottom };
}

function NavGroupList({ group, onNavigate }: { group: NavGroup; onNavigate?: (() => void) | undefined }) {
  return (
    <NavSection heading={group.heading}>
      {group.items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            onClick={onNavigate}
            activeOptions={{ exact: item.to === '/' || item.to === '/settings' }}
            className={NAV_LINK}
            activeProps={NAV_LINK_ACTIVE}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </NavSection>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { top, bottom } = useNavGroups();
  return (
    <>
      {top.map((group) => (
        <NavGroupList key={group.heading ?? 'overview'} group={group} onNavigate={onNavigate} />
      ))}
      <ContentNav onNavigate={onNavigate} />
      {bottom.map((group) => (
        <NavGroupList key={group.heading ?? 'bottom'} group={group} onNavigate={onNavigate} />
      ))}
    </>
  );
}

/** Where the side bar shows (Tailwind's lg) and the drawer is not needed. */
const WIDE = '(min-width: 64rem)';

function MobileNavigation() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // A drawer left open while the window widens (a tablet turned) would hide the page behind an
  // invisible modal: it closes.
  useEffect(() => {
    const media = window.matchMedia(WIDE);
    const close = () => {
      if (media.matches) setOpen(false);
    };
    media.addEventListener('change', close);
    return () => media.removeEventListener('change', close);
  }, []);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger aria-label={t.shell.openNavigation} className={`${ICON_BUTTON} lg:hidden`}>
        <MenuIcon />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-dark-950/60 lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl lg:hidden dark:bg-dark-900"
        >
          <div className="mb-4 flex items-center justify-between">
            <RadixDialog.Title className="font-semibold">{t.shell.navigation}</RadixDialog.Title>
            <RadixDialog.Close aria-label={t.shell.closeNavigation} className={ICON_BUTTON}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <nav aria-label={t.shell.navigation}>
            <NavLinks onNavigate={() => setOpen(false)} />
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * To the sign-in page, once, remembering where the visitor wanted to go. The path is taken when
 * this first renders: while the navigation is pending the router already reports the sign-in URL.
 */
function ToSignIn() {
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  // The router's href is inside the console (without the /admin base path).
  const [target] = useState(() => (href === '/' ? undefined : href));
  useEffect(() => {
    void navigate({ to: '/sign-in', search: { redirect: target }, replace: true });
  }, [navigate, target]);
  return <LoadingState />;
}

export function ConsoleLayout() {
  const t = useT();
  const session = useSession();
  const [shellError, setShellError] = useState<string | null>(null);
  if (session.status === 'loading') {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-16">
        <LoadingState />
      </main>
    );
  }
  if (session.status === 'error') {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-16">
        <ErrorState message={t.errors.network} onRetry={session.retry} />
      </main>
    );
  }
  if (session.status === 'signed-out') return <ToSignIn />;
  return (
    <div className="min-h-dvh bg-dark-50 dark:bg-dark-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-dark-900"
      >
        {t.shell.skipToContent}
      </a>
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-dark-200 bg-white/95 px-3 backdrop-blur sm:px-6 dark:border-dark-800 dark:bg-dark-900/95">
        <div className="flex items-center gap-2">
          <MobileNavigation />
          <Link to="/" className="rounded-lg px-1 font-semibold text-primary-800 dark:text-primary-200">
            {t.common.product} · {t.common.console}
          </Link>
        </div>
        <div className="flex items-center gap-2">
          <a
            href="/"
            className="hidden min-h-11 items-center rounded-lg px-3 text-sm text-dark-700 hover:bg-dark-100 sm:inline-flex dark:text-dark-200 dark:hover:bg-dark-800"
          >
            {t.common.viewSite}
          </a>
          <UserMenu onError={setShellError} />
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl">
        <nav aria-label={t.shell.navigation} className="hidden w-60 shrink-0 p-4 lg:block">
          <NavLinks />
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:py-8">
          <FormAlert message={shellError} />
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <SessionExpiredDialog />
    </div>
  );
}
