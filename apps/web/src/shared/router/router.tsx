/**
 * The client router: history navigation, scroll restoration and the spec's scroll timings
 * (section 2): a restored position when known, else a smooth scroll to the top after 50 ms;
 * internal links scroll to the top before navigating and again 100 ms after.
 */
import { SCROLL_TOP_AFTER_NAV_MS, SCROLL_TOP_DELAY_MS } from '@wegweiser/contracts/constants';
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { contentLink } from '../lib/content-url';
import { isExternalUrl } from './match';
import { cancelScrollGoal, scrollToward } from './scroll-goal';

export type Location = { pathname: string; search: string; key: string };
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

type RouterValue = { location: Location; navigate: Navigate };
const RouterContext = createContext<RouterValue | null>(null);

const positions = new Map<string, number>();
const newKey = () => Math.random().toString(36).slice(2, 10);
const scrollTop = () => scrollToward(0, 'smooth');
/**
 * A link's second scroll to the top, still to come (a later link's replaces it): going back or
 * forward and a router that goes away cancel it.
 */
let laterScroll: ReturnType<typeof setTimeout> | undefined;
function scrollTopLater(delay: number) {
  clearTimeout(laterScroll);
  laterScroll = setTimeout(scrollTop, delay);
}
function cancelLaterScrolls() {
  clearTimeout(laterScroll);
  cancelScrollGoal();
}

function currentLocation(): Location {
  const state = window.history.state as { key?: string } | null;
  return { pathname: window.location.pathname, search: window.location.search, key: state?.key ?? 'initial' };
}

/**
 * `prepare`: what must be there before the location changes (the islands' code, decision 120); null
 * when nothing is missing, so the navigation happens in the same turn.
 * `fullPageLoads`: every navigation loads its page from the server, as links do before hydration.
 * A preview's page holds a draft no other page may show; its links lead to the published pages,
 * without the preview's query (decision 093).
 */
export function RouterProvider({
  initial,
  fullPageLoads = false,
  onNavigate,
  prepare,
  children,
}: {
  initial: Location;
  fullPageLoads?: boolean;
  /** Called when an in-app navigation starts (the web fonts apply then: decision 119). */
  onNavigate?: () => void;
  prepare?: () => Promise<void> | null;
  children: ReactNode;
}) {
  const [location, setLocation] = useState(initial);
  const restoring = useRef(false);
  const prepared = useRef(prepare);
  prepared.current = prepare;
  const whenPrepared = useCallback((go: () => void) => {
    const waiting = prepared.current?.();
    if (waiting) waiting.then(go, go);
    else go();
  }, []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    if (!window.history.state?.key) window.history.replaceState({ key: initial.key }, '');
    const onPop = () => {
      // Back or forward restores a place: a link's second scroll to the top, still to come, must
      // not take the visitor away from it.
      cancelLaterScrolls();
      const next = currentLocation();
      whenPrepared(() => {
        restoring.current = true;
        setLocation(next);
      });
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      cancelLaterScrolls();
    };
  }, [initial.key, whenPrepared]);

  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      if (fullPageLoads) {
        if (options.replace) window.location.replace(url.href);
        else window.location.assign(url.href);
        return;
      }
      // Where the visitor is now: a link's click has begun a smooth scroll to the top, which moves
      // on while the islands' code is awaited.
      const from = currentLocation().key;
      const position = window.scrollY;
      whenPrepared(() => {
        positions.set(from, position);
        const key = newKey();
        const path = `${url.pathname}${url.search}${url.hash}`;
        // As the browser does: a link to where the visitor is (or a second press while the first
        // one's page is still coming) takes no second place in the history.
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        if (options.replace || path === here) window.history.replaceState({ key }, '', path);
        else window.history.pushState({ key }, '', path);
        restoring.current = false;
        onNavigate?.();
        setLocation({ pathname: url.pathname, search: url.search, key });
      });
    },
    [fullPageLoads, whenPrepared, onNavigate],
  );

  // The server-rendered first page keeps its place; every later location (a return to that first
  // page included) gets its saved position back or goes to the top.
  const rendered = useRef(false);
  useLayoutEffect(() => {
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    const saved = positions.get(location.key);
    if (restoring.current && saved !== undefined) return scrollToward(saved);
    const timer = setTimeout(scrollTop, SCROLL_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key]);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Server render: a fixed location, navigation is impossible. */
export function StaticRouter({ location, children }: { location: Location; children: ReactNode }) {
  const value = useMemo(
    () => ({
      location,
      navigate: () => {
        throw new Error('navigate during server render');
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter outside a router');
  return router;
}

export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link that navigates in the app for internal targets and opens http(s) targets in a new tab
 * without opener or referrer.
 */
export function Link({ to: raw, onClick, children, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  // Targets come from content too: one outside the allow-list (decision 022) is no link at all.
  const to = contentLink(raw);
  if (to === null) return <a {...rest}>{children}</a>;
  if (isExternalUrl(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      rest.target === '_blank' ||
      !to.startsWith('/')
    ) {
      return;
    }
    event.preventDefault();
    scrollTop();
    navigate(to);
    scrollTopLater(SCROLL_TOP_AFTER_NAV_MS);
  };
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
