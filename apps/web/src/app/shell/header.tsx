import { useEffect, useId, useMemo, useState } from 'react';
import { languageOptions } from '../../features/i18n/language-options';
import { languageSelectorIsland } from '../../features/i18n/language-selector-island';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import { Island } from '../../shared/islands/island';
import { Link, useLocation } from '../../shared/router/router';
import { CloseIcon, MenuIcon } from '../../shared/ui/interface-icons';
import { languagesResource } from './api/layout-resources';
import { Brand } from './components/brand';
import { useHeaderTexts } from './hooks/use-header-texts';
import { useScrolled } from './hooks/use-scrolled';
import { contactButtonUrl, isCurrentPath, landmarkLabel, navLinks } from './nav-links';

/** Shown only if the managed texts cannot be loaded at all, so no control is left without a name. */
const FALLBACK_TEXTS: Readonly<Record<string, string>> = {
  header_nav_home: 'Start',
  header_nav_about: 'Über mich',
  header_nav_services: 'Angebote',
  header_nav_blog: 'Blog',
  header_nav_career: 'Karriere',
  header_contact_button: 'Kontakt',
  header_menu_open: 'Menü öffnen',
  header_menu_close: 'Menü schließen',
};

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300';

/**
 * Site header (spec section 2): brand, navigation, theme toggle, language selector and contact
 * call-to-action; below lg a hamburger menu that closes on navigation. Sticky, with a scrolled
 * state after 20 px.
 */
export function Header() {
  const { settings, language } = useApp();
  const { t } = useHeaderTexts();
  const text = (type: string) => t(type, FALLBACK_TEXTS[type]);
  const { pathname, key } = useLocation();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const languages = useResource(languagesResource);
  // Stable between renders: an island given equal props is not rendered again (decision 120).
  const options = useMemo(
    () => languageOptions(languages.data, languages.error),
    [languages.data, languages.error],
  );
  const links = navLinks(settings);
  const contactUrl = contactButtonUrl(settings?.contact_button_redirect_url);

  // Any navigation (including to the current path) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => setMenuOpen(false), [key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    // Growing to the desktop layout hides the menu button; close so the state stays true.
    const desktop = window.matchMedia('(min-width: 1024px)');
    const onResize = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    // In the capture phase: React stops a key event in an island not hydrated yet (decision 120).
    document.addEventListener('keydown', onKeyDown, true);
    desktop.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      desktop.removeEventListener('change', onResize);
    };
  }, [menuOpen]);

  /**
   * The navigation's items, for the desktop bar and the phone menu alike: every link has
   * `className`, the current page's link is highlighted, the others have `otherClassName`.
   */
  const navItems = (className: string, otherClassName: string) =>
    links.map((link) => {
      const current = isCurrentPath(pathname, link.to);
      return (
        <li key={link.to}>
          <Link
            to={link.to}
            aria-current={current ? 'page' : undefined}
            className={`${className} ${
              current
                ? 'bg-primary-50 text-primary-800 dark:bg-dark-800 dark:text-primary-200'
                : otherClassName
            }`}
          >
            {text(link.text)}
          </Link>
        </li>
      );
    });

  const contactClasses = `items-center justify-center rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-primary-800 dark:bg-primary-300 dark:text-dark-900 dark:hover:bg-primary-200 ${focusRing}`;

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 ${
        scrolled || menuOpen
          ? 'border-dark-100 bg-white/95 shadow-md backdrop-blur dark:border-dark-700 dark:bg-dark-900/95 dark:shadow-black/30'
          : 'border-transparent bg-white dark:bg-dark-900'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6 lg:h-20">
        {/* Between lg and xl the names give way so the one-line desktop header fits. */}
        <Brand nameClassName="truncate text-base sm:text-lg lg:max-xl:sr-only" />

        <nav aria-label={landmarkLabel('main', language)} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems(
              `rounded-full px-3 py-2 text-sm font-medium transition-colors ${focusRing}`,
              'text-dark-700 hover:bg-dark-50 hover:text-dark-900 dark:text-dark-200 dark:hover:bg-dark-800 dark:hover:text-white',
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2 lg:gap-3">
          <ThemeToggle variant="header" />
          <Island
            of={languageSelectorIsland}
            props={{ options, className: 'hidden lg:block', nameClassName: 'lg:max-xl:sr-only' }}
          />
          <Link to={contactUrl} className={`hidden lg:inline-flex ${contactClasses}`}>
            {text('header_contact_button')}
          </Link>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-label={text(menuOpen ? 'header_menu_close' : 'header_menu_open')}
            // A head start for the menu's language selector, whose code loads as the menu opens.
            onPointerDown={() => languageSelectorIsland.load().catch(() => undefined)}
            onClick={() => setMenuOpen((open) => !open)}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full text-dark-800 hover:bg-dark-50 lg:hidden dark:text-dark-100 dark:hover:bg-dark-800 ${focusRing}`}
          >
            {menuOpen ? (
              <CloseIcon aria-hidden="true" className="h-6 w-6" />
            ) : (
              <MenuIcon aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
      </div>

      {/* Only while open: closed, it would be markup in every page's first bytes that no one can
          use before the page hydrates (decision 137); its language menu loads when it opens. */}
      {menuOpen ? (
        <div id={menuId} className="border-t border-dark-100 lg:hidden dark:border-dark-700">
          <div className="mx-auto max-w-6xl px-4 pt-3 pb-6 sm:px-6">
            <nav aria-label={landmarkLabel('main', language)}>
              <ul className="flex flex-col gap-1">
                {navItems(
                  `block rounded-xl px-4 py-3 text-base font-medium ${focusRing}`,
                  'text-dark-800 hover:bg-dark-50 dark:text-dark-100 dark:hover:bg-dark-800',
                )}
              </ul>
            </nav>
            <div className="mt-4 flex flex-col items-center gap-4 border-t border-dark-100 pt-4 dark:border-dark-700">
              <Island of={languageSelectorIsland} props={{ options }} />
              <Link to={contactUrl} className={`inline-flex w-full ${contactClasses}`}>
                {text('header_contact_button')}
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}
