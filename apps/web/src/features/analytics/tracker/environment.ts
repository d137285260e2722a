/** What the tracker reads from the browser. */
import type { AnalyticsSessionStart } from '@wegweiser/contracts';
import { type ScrollMetrics, scrollDepthPercent } from './scroll-depth';

export function sessionStartPayload(landingPage: string): AnalyticsSessionStart {
  let timezone = 'UTC';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || timezone;
  } catch {
    // Keep UTC.
  }
  return {
    timestamp: new Date().toISOString(),
    user_agent: navigator.userAgent.slice(0, 512),
    screen_resolution: `${window.screen.width}x${window.screen.height}`,
    viewport_size: `${window.innerWidth}x${window.innerHeight}`,
    language: (navigator.language || 'und').slice(0, 35),
    timezone: timezone.slice(0, 64),
    referrer: document.referrer ? document.referrer.slice(0, 2048) : null,
    landing_page: landingPage.slice(0, 2048),
  };
}

export function viewport() {
  return { viewport_width: Math.round(window.innerWidth), viewport_height: Math.round(window.innerHeight) };
}

export function measureScrollDepth(): number {
  const root = document.documentElement;
  const metrics: ScrollMetrics = {
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: Math.max(root.scrollHeight, document.body?.scrollHeight ?? 0),
  };
  return scrollDepthPercent(metrics);
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
