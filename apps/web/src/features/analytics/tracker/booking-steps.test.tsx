// @vitest-environment jsdom
/**
 * The funnel's booking steps (decision 109) from the marks of the booking pages: `booking_start`
 * once per page view and session type, `booked` once per booking even across reloads, and nothing
 * at all without the visitor's consent.
 */
import type { BookingSessionType } from '@wegweiser/contracts';
import { STORAGE_KEYS } from '@wegweiser/contracts/constants';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { funnelStepMarker } from '../../../shared/booking/funnel-marker';
import { AppProvider, type AppServices } from '../../../shared/context/app-context';
import { StaticRouter } from '../../../shared/router/router';
import { AnalyticsRoot } from '../analytics-root';
import { BOOKED_STORAGE_KEY, bookingSteps } from './booking-steps';
import { createTracker, type Tracker } from './tracker';

const offer = (kind: 'service' | 'package', slug: string, title: string) => ({
  kind,
  slug,
  title,
  formatted_price: null,
});
const sessionType = (id: number, overrides: Partial<BookingSessionType> = {}): BookingSessionType => ({
  id,
  name: `Termin ${id}`,
  description: '',
  duration_minutes: 50,
  location_kind: 'video',
  location_address: null,
  requires_confirmation: false,
  service: null,
  package: null,
  language: 'de',
  ...overrides,
});
const coaching = sessionType(12, { service: offer('service', 'coaching', 'Coaching') });
const paket = sessionType(13, { package: offer('package', 'neustart', 'Neustart-Paket') });
const free = sessionType(14, { name: 'Kennenlernen' });
const START = '2026-12-01T09:00:00.000Z';

/** A marked element as the pages render it. */
function marked(attributes: Record<string, string>, tag = 'section') {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}
/** The page's content changes inside the layout's <main>, which stays (as in the app). */
const page = (...elements: Element[]) => {
  let main = document.getElementById('main');
  if (!main) {
    main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
  }
  main.replaceChildren(...elements);
};
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the booking steps read from the page', () => {
  it('counts a start once per page view and type, under its service, package or the type itself', () => {
    const shown = new Set<string>();
    page(marked(funnelStepMarker('booking_start', coaching)));
    expect(bookingSteps(document, shown, sessionStorage)).toEqual([
      { step: 'booking_start', slug: 'coaching', title: 'Coaching' },
    ]);
    // The same type shown again in this page view (re-rendered, or chosen again): not again.
    page(marked(funnelStepMarker('booking_start', coaching)));
    expect(bookingSteps(document, shown, sessionStorage)).toEqual([]);
    page(marked(funnelStepMarker('booking_start', paket)));
    expect(bookingSteps(document, shown, sessionStorage)).toEqual([
      { step: 'booking_start', slug: 'neustart', title: 'Neustart-Paket' },
    ]);
    page(marked(funnelStepMarker('booking_start', free)));
    expect(bookingSteps(document, shown, sessionStorage)).toEqual([
      { step: 'booking_start', slug: 'session-type:14', title: 'Kennenlernen' },
    ]);
    // A new page view starts with an empty set: the start counts again there.
    page(marked(funnelStepMarker('booking_start', coaching)));
    expect(bookingSteps(document, new Set(), sessionStorage)).toHaveLength(1);
  });

  it('counts a booking once per tab: a reload (a new page view) finds it in sessionStorage', () => {
    page(marked(funnelStepMarker('booked', coaching, START), 'div'));
    expect(bookingSteps(document, new Set(), sessionStorage)).toEqual([
      { step: 'booked', slug: 'coaching', title: 'Coaching' },
    ]);
    expect(JSON.parse(sessionStorage.getItem(BOOKED_STORAGE_KEY) ?? '[]')).toEqual([`12|${START}`]);
    expect(bookingSteps(document, new Set(), sessionStorage)).toEqual([]);
    // Another booking of the same type (another start) is another booking.
    page(marked(funnelStepMarker('booked', coaching, '2026-12-02T09:00:00.000Z'), 'div'));
    expect(bookingSteps(document, new Set(), sessionStorage)).toHaveLength(1);
    // Storage blocked: still once per page view.
    const shown = new Set<string>();
    expect(bookingSteps(document, shown, null)).toHaveLength(1);
    expect(bookingSteps(document, shown, null)).toEqual([]);
  });

  it('ignores marks that are broken or name no known step', () => {
    page(
      marked({ 'data-funnel-step': 'paid', 'data-funnel-slug': 'x', 'data-funnel-key': '1' }),
      marked({ 'data-funnel-step': 'booked', 'data-funnel-slug': 'x' }),
      marked({ 'data-funnel-step': 'booking_start', 'data-funnel-slug': '', 'data-funnel-key': '1' }),
    );
    expect(bookingSteps(document, new Set(), sessionStorage)).toEqual([]);
  });
});

// --- Through the tracker: what reaches the collector -------------------------------------------

type Sent = { type: string; data: Record<string, unknown> };
let sent: Sent[] = [];
let fetchCalls: string[] = [];

function stubCollector() {
  sent = [];
  fetchCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      fetchCalls.push(url);
      if (url.startsWith('/api/analytics/session/start/'))
        return Response.json({ session_id: '6f1c2f64-8a54-4a8e-9d39-6b0b1b1f4a11' }, { status: 201 });
      if (url.startsWith('/api/analytics/track/')) {
        const events = (JSON.parse(String(init?.body)) as { events: Sent[] }).events;
        sent.push(...events);
        return Response.json({ accepted: events.length }, { status: 201 });
      }
      return new Response(null, { status: 204 });
    }),
  );
}

/** Sends what is queued, as when the page is hidden. */
function flush() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

const steps = (step: string) =>
  sent.filter((event) => event.type === 'service_interaction' && event.data.interaction_type === step);

/** Waits until the page view of `path` reached the collector: the page's booking steps went with it. */
async function shown(path: string, views: number) {
  await vi.waitFor(() => {
    flush();
    expect(sent.filter((event) => event.type === 'page_view' && event.data.page_path === path)).toHaveLength(
      views,
    );
  });
}

describe('the tracker and the booking steps', () => {
  let trackers: Tracker[] = [];
  const open = (path: string) => {
    const tracker = createTracker({ language: () => 'de', contactRedirectUrl: () => null });
    trackers.push(tracker);
    tracker.route(path);
    return tracker;
  };
  beforeEach(() => {
    stubCollector();
    trackers = [];
  });
  afterEach(() => {
    for (const tracker of trackers) tracker.stop();
    vi.unstubAllGlobals();
  });

  it('sends booking_start once per page view and type, and booked once per booking across a reload', async () => {
    document.title = 'Termin buchen';
    page(marked(funnelStepMarker('booking_start', coaching)));
    const tracker = open('/booking');
    await shown('/booking', 1);
    // The visitor goes back to the list and chooses the same type, then the package's type.
    page();
    page(marked(funnelStepMarker('booking_start', coaching)));
    const section = document.querySelector('section');
    section?.setAttribute('data-funnel-key', '13');
    section?.setAttribute('data-funnel-slug', 'neustart');
    section?.setAttribute('data-funnel-title', 'Neustart-Paket');
    await vi.waitFor(() => {
      flush();
      expect(steps('booking_start').map((event) => event.data.service_slug)).toEqual([
        'coaching',
        'neustart',
      ]);
    });
    expect(steps('booking_start')[0]?.data).toMatchObject({
      service_title: 'Coaching',
      page_context: '/booking',
    });

    // Booked: the confirmation page.
    page(marked(funnelStepMarker('booked', coaching, START), 'div'));
    tracker.route('/booking/confirmation');
    // The client navigation's page view waits for the new title.
    document.title = 'Gebucht';
    await shown('/booking/confirmation', 1);
    expect(steps('booked').map((event) => event.data)).toEqual([
      expect.objectContaining({
        service_slug: 'coaching',
        service_title: 'Coaching',
        page_context: '/booking/confirmation',
      }),
    ]);

    // A reload: a new tracker on the same page in the same tab — a page view, no second booking.
    tracker.stop();
    open('/booking/confirmation');
    await shown('/booking/confirmation', 2);
    expect(steps('booked')).toHaveLength(1);
    expect(steps('booking_start')).toHaveLength(2);
  });

  it('records nothing without consent; with consent the same page counts the booking', async () => {
    page(marked(funnelStepMarker('booked', free, START), 'div'));
    const services = {
      language: 'de',
      settings: null,
      isServer: false,
      preview: false,
    } as unknown as AppServices;
    const render = async () => {
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      await act(async () =>
        root.render(
          <AppProvider services={services}>
            <StaticRouter location={{ pathname: '/booking/confirmation', search: '', key: 'k' }}>
              <AnalyticsRoot />
            </StaticRouter>
          </AppProvider>,
        ),
      );
      return root;
    };

    localStorage.setItem(STORAGE_KEYS.analyticsConsent, 'denied');
    const declined = await render();
    // The decision is read (the settings button replaces the pending banner) and the tracker stays
    // off with it: nothing was asked of the network or stored.
    await vi.waitFor(() => expect(document.querySelector('aside')).not.toBeNull());
    expect(fetchCalls).toEqual([]);
    expect(sessionStorage.getItem(BOOKED_STORAGE_KEY)).toBeNull();

    // With the declined page still open, a second one whose visitor accepted: only that one starts
    // a visit and counts the booking (had the first tracked anyway, it would have started a visit
    // of its own and taken the booking first).
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, 'granted');
    const accepted = await render();
    await shown('/booking/confirmation', 1);
    expect(steps('booked').map((event) => event.data.service_slug)).toEqual(['session-type:14']);
    expect(fetchCalls.filter((url) => url.startsWith('/api/analytics/session/start/'))).toHaveLength(1);
    act(() => {
      declined.unmount();
      accepted.unmount();
    });
  });
});
