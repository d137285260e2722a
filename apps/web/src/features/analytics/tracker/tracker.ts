/**
 * The visitor analytics tracker, loaded only after consent. It turns route changes, clicks,
 * scrolling and page hiding into the six event types of spec section 7 and sends them through the
 * queue. Every failure is swallowed: analytics never disturb the page (spec section 8).
 */
import type { AnalyticsEvent } from '@wegweiser/contracts';
import { FUNNEL_STEP_ATTRIBUTES } from '../../../shared/booking/funnel-marker';
import { endSession } from '../api/end-session';
import { startSession } from '../api/start-session';
import { trackEvents, trackOutcome } from '../api/track-events';
import { AnalyticsSession } from './analytics-session';
import { bookingSteps } from './booking-steps';
import {
  CLICKABLE_SELECTOR,
  clickData,
  clickPoint,
  cutText,
  isRepeatClick,
  TYPED_FIELD_SELECTOR,
  textBlockOf,
} from './click-data';
import { measureScrollDepth, sessionStartPayload, sessionStore, viewport } from './environment';
import { EventQueue, type SendOutcome } from './event-queue';
import { ScrollDepth } from './scroll-depth';
import {
  bookedTitle,
  clickInteraction,
  isBookingLink,
  isContactLink,
  type ServiceTarget,
  serviceTarget,
  visitInteraction,
} from './service-interactions';
import { isTrackedPath } from './tracked-path';

export type TrackerOptions = { language: () => string; contactRedirectUrl: () => string | null };
export type Tracker = {
  /** The app shows `path` (call on every route change, including the first page). */
  route(path: string): void;
  custom(eventType: string, pagePath?: string): void;
  stop(): void;
};

type EventType = AnalyticsEvent['type'];
type EventData<T extends EventType> = Omit<
  Extract<AnalyticsEvent, { type: T }>['data'],
  'session_id' | 'timestamp'
>;
type Page = { path: string; tracked: boolean; startedAt: number };

/** Client navigations set the title once the page's data or SEO arrives; wait at most this long. */
const TITLE_SETTLE_MS = 1_000;
/** A service card counts as seen when half of its link is on screen. */
const IMPRESSION_THRESHOLD = 0.5;
const IMPRESSION_SCAN_DELAY_MS = 300;
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

export function createTracker(options: TrackerOptions): Tracker {
  let stopped = false;
  let page: Page | null = null;
  let pendingView: ((measure: boolean) => void) | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let titleObserver: MutationObserver | null = null;
  let scanTimer: ReturnType<typeof setTimeout> | undefined;

  const session = new AnalyticsSession(sessionStore(), () =>
    startSession(sessionStartPayload(page?.path ?? window.location.pathname), options.language()),
  );

  const send = async (events: AnalyticsEvent[], keepalive: boolean): Promise<SendOutcome> => {
    const outcome = trackOutcome(await trackEvents(events, options.language(), keepalive));
    if (outcome !== 'new_session') return outcome;
    // The API no longer knows the stored session or it expired: continue in a new one.
    if (session.id === events[0]?.data.session_id) session.forget();
    const id = await session.ensure();
    if (!id) return 'drop';
    for (const event of events) event.data.session_id = id;
    return 'retry';
  };
  const queue = new EventQueue(send);
  const scroll = new ScrollDepth(measureScrollDepth);

  function record<T extends EventType>(type: T, data: EventData<T>) {
    if (stopped) return;
    const timestamp = new Date().toISOString();
    // The generic parameter ties `data` to `type`; TypeScript cannot see that through the union.
    const build = (id: string) =>
      ({ type, timestamp, data: { session_id: id, ...data, timestamp } }) as unknown as AnalyticsEvent;
    const id = session.touch();
    if (id) {
      queue.push(build(id));
      return;
    }
    session.ensure().then((started) => {
      if (started && !stopped) queue.push(build(started));
    });
  }

  // --- Page views, exits and navigation flow -------------------------------------------------

  function settle(measure: boolean) {
    clearTimeout(settleTimer);
    titleObserver?.disconnect();
    titleObserver = null;
    const run = pendingView;
    pendingView = null;
    run?.(measure);
  }

  function waitForTitle(run: (measure: boolean) => void) {
    pendingView = run;
    const title = document.querySelector('title');
    if (title && typeof MutationObserver === 'function') {
      titleObserver = new MutationObserver(() => settle(true));
      titleObserver.observe(title, { childList: true, characterData: true, subtree: true });
    }
    settleTimer = setTimeout(() => settle(true), TITLE_SETTLE_MS);
  }

  /** The heading or title naming the service or package the current page shows. */
  function shownTitle(target: ServiceTarget): string {
    const heading = document.querySelector('main h1')?.textContent;
    const title = document.title.split(' | ')[0];
    return cutText(heading || title || '', 300) || target.slug;
  }

  function showPage(current: Page, referrer: string | null, measure: boolean) {
    record('page_view', {
      page_path: current.path,
      page_title: document.title.slice(0, 300),
      referrer: referrer ? referrer.slice(0, 2048) : null,
      ...viewport(),
    });
    const target = serviceTarget(current.path);
    if (target) {
      record('service_interaction', {
        service_slug: target.slug,
        service_title: shownTitle(target),
        interaction_type: visitInteraction(target),
        page_context: current.path,
      });
    }
    // A page shown late (the visitor already left) has the next page's DOM: measure nothing then.
    if (measure) {
      scroll.update();
      scanImpressions();
      scanBookingSteps();
    }
  }

  function leave(current: Page, unloading: boolean) {
    settle(false);
    if (!current.tracked) return;
    if (unloading) {
      scroll.cancel();
      scroll.update();
    }
    record('page_exit', {
      page_path: current.path,
      time_on_page_seconds: seconds(Date.now() - current.startedAt),
      scroll_depth_percent: scroll.value,
    });
  }

  function route(path: string) {
    if (stopped || page?.path === path) return;
    const previous = page;
    const now = Date.now();
    if (previous) leave(previous, false);
    const current: Page = { path, tracked: isTrackedPath(path), startedAt: now };
    if (previous?.tracked && current.tracked) {
      record('navigation_flow', {
        from_page: previous.path,
        to_page: path,
        time_spent_seconds: seconds(now - previous.startedAt),
      });
    }
    page = current;
    scroll.reset();
    resetImpressions();
    bookingStepsShown = new Set();
    if (!current.tracked) return;
    if (!previous) {
      showPage(current, document.referrer || null, true);
      return;
    }
    const referrer = `${window.location.origin}${previous.path}`;
    waitForTitle((measure) => showPage(current, referrer, measure));
  }

  // --- Clicks and service interactions -------------------------------------------------------

  function cardTitle(link: Element, target: ServiceTarget): string {
    const heading = link.querySelector(HEADINGS) ?? link.closest('article, li')?.querySelector(HEADINGS);
    const text = heading?.textContent || link.getAttribute('aria-label') || link.textContent || '';
    return cutText(text, 300) || target.slug;
  }

  /** The control a label forwards its click to: that second click is the same click. */
  let forwardedTo: Element | null = null;

  function onClick(event: MouseEvent) {
    const current = page;
    const target = event.target;
    // Only the visitor's own clicks: a click an island held until it hydrated is played again by
    // script (untrusted), possibly after consent was given for a click made before it; the original
    // was seen here already, this listener being on the window, ahead of the island's hold.
    if (!event.isTrusted) return;
    if (!current?.tracked || !(target instanceof Element) || isRepeatClick(event)) return;
    if (target === forwardedTo) return;
    if (target.closest('[data-analytics-ignore], [data-consent-settings]')) return;
    const control = target.closest(CLICKABLE_SELECTOR);
    // Off the controls, the element under the pointer names the click (its text block for inline
    // markup; its <svg> inside an icon).
    const element =
      control ?? target.closest(TYPED_FIELD_SELECTOR) ?? target.closest('svg') ?? textBlockOf(target);
    const point = clickPoint(event, () => element.getBoundingClientRect(), {
      x: window.scrollX,
      y: window.scrollY,
    });
    record('click', { page_path: current.path, ...clickData(element, point, control !== null) });
    const forwarded = target.closest('label')?.control;
    if (forwarded && !forwarded.contains(target)) {
      forwardedTo = forwarded;
      setTimeout(() => {
        forwardedTo = null;
      });
    }

    const href = control?.getAttribute('href');
    if (!control || !href) return;
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      return;
    }
    const linked = url.origin === window.location.origin ? serviceTarget(url.pathname) : null;
    if (linked) {
      record('service_interaction', {
        service_slug: linked.slug,
        service_title: cardTitle(control, linked),
        interaction_type: clickInteraction(linked),
        page_context: current.path,
      });
      return;
    }
    const shown = serviceTarget(current.path);
    if (
      shown &&
      (isContactLink(url, window.location.origin, options.contactRedirectUrl()) ||
        isBookingLink(url, window.location.origin))
    ) {
      record('service_interaction', {
        service_slug: shown.slug,
        service_title: cutText(bookedTitle(url) ?? '', 300) || shownTitle(shown),
        interaction_type: 'book_click',
        page_context: current.path,
      });
    }
  }

  // --- Service and package card impressions ('view') ----------------------------------------

  const supportsObservers =
    typeof IntersectionObserver === 'function' && typeof MutationObserver === 'function';
  let seen = new Set<string>();
  let watched = new WeakSet<Element>();
  const impressions = supportsObservers
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            impressions?.unobserve(entry.target);
            const target = serviceTarget(new URL((entry.target as HTMLAnchorElement).href).pathname);
            // Service and package cards alike: the funnel counts each offer's impressions (issue 24 point 9).
            const card = target ? `${target.kind}:${target.slug}` : '';
            if (!page?.tracked || !target || seen.has(card)) continue;
            seen.add(card);
            record('service_interaction', {
              service_slug: target.slug,
              service_title: cardTitle(entry.target, target),
              interaction_type: 'view',
              page_context: page.path,
            });
          }
        },
        { threshold: IMPRESSION_THRESHOLD },
      )
    : null;

  function scanImpressions() {
    if (!impressions || !page?.tracked || pendingView) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
      if (watched.has(link) || link.origin !== window.location.origin) continue;
      if (!serviceTarget(link.pathname) || link.pathname === page.path) continue;
      watched.add(link);
      impressions.observe(link);
    }
  }

  function resetImpressions() {
    impressions?.disconnect();
    seen = new Set();
    watched = new WeakSet();
  }

  // --- Booking steps ('booking_start', 'booked'; decision 109) -------------------------------

  let bookingStepsShown = new Set<string>();

  /** The booking pages mark the steps; each counts under the service or package its type belongs to. */
  function scanBookingSteps() {
    const current = page;
    if (!current?.tracked || pendingView) return;
    for (const event of bookingSteps(document, bookingStepsShown, sessionStore())) {
      record('service_interaction', {
        service_slug: event.slug,
        service_title: event.title,
        interaction_type: event.step,
        page_context: current.path,
      });
    }
  }

  // Cards and a chosen session type often render after their data arrives, so rescan when the
  // page content changes (a booking step at once: the visitor may leave the page soon).
  const contentObserver =
    typeof MutationObserver === 'function'
      ? new MutationObserver(() => {
          scanBookingSteps();
          if (!supportsObservers) return;
          clearTimeout(scanTimer);
          scanTimer = setTimeout(scanImpressions, IMPRESSION_SCAN_DELAY_MS);
        })
      : null;
  contentObserver?.observe(document.getElementById('main') ?? document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [FUNNEL_STEP_ATTRIBUTES.key],
  });

  // --- Page lifecycle -------------------------------------------------------------------------

  const onScroll = () => scroll.schedule();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') queue.flush(true);
  };
  const onPageHide = () => {
    if (page) leave(page, true);
    page = null;
    queue.flush(true);
    const id = session.id;
    if (id) endSession(id, options.language()).catch(() => undefined);
  };
  // Back/forward cache restores the page without loading it: a new visit of the same page.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && !page) route(window.location.pathname);
  };

  window.addEventListener('click', onClick, { capture: true, passive: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  queue.start();

  return {
    route,
    custom(eventType, pagePath = page?.path ?? window.location.pathname) {
      const type = cutText(String(eventType), 100);
      if (!type || !isTrackedPath(pagePath)) return;
      record('custom_event', { event_type: type, page_path: pagePath });
    },
    stop() {
      stopped = true;
      pendingView = null;
      settle(false);
      clearTimeout(scanTimer);
      scroll.cancel();
      queue.stop();
      impressions?.disconnect();
      contentObserver?.disconnect();
      window.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    },
  };
}
