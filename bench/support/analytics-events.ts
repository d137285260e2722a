/**
 * Analytics traffic as the site's tracker sends it, for the benchmarks that post to the collector
 * (bench:analytics, bench:load): sessions opened through `POST /api/analytics/session/start/`, then
 * batches of 10 click events for `POST /api/analytics/track/`, the sessions used in turn.
 */

export const BATCH = 10;

/** Public page paths the generated events name. */
export const PAGES = [
  '/',
  '/about',
  '/services',
  '/services/packages',
  '/contact',
  '/blog',
  ...Array.from({ length: 12 }, (_, i) => `/services/service-${i + 1}`),
  ...Array.from({ length: 6 }, (_, i) => `/services/packages/package-${i + 1}`),
  ...Array.from({ length: 20 }, (_, i) => `/blog/post-${i + 1}`),
];

/** The headers a same-origin browser request carries (the collector checks them). */
export const collectorHeaders = (origin: string) => ({
  'content-type': 'application/json',
  origin,
  'sec-fetch-site': 'same-origin',
});

/** Sessions enough for `events` (each takes at most 2,000; decision 021), with room to spare. */
export const sessionsFor = (events: number) => Math.ceil((events * 1.5) / 1_000) + 10;

/** Opens `count` sessions through the collector; their ids. */
export async function startSessions(origin: string, count: number): Promise<string[]> {
  const sessions: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await fetch(`${origin}/api/analytics/session/start/?language=${['de', 'en'][i % 2]}`, {
      method: 'POST',
      headers: collectorHeaders(origin),
      body: JSON.stringify({
        timestamp: new Date().toISOString(),
        user_agent: 'Mozilla/5.0 (bench)',
        screen_resolution: '1920x1080',
        viewport_size: '1280x720',
        language: 'de-DE',
        timezone: 'Europe/Berlin',
        referrer: null,
        landing_page: '/',
      }),
    });
    if (answer.status !== 201)
      throw new Error(`session start answered ${answer.status}: ${await answer.text()}`);
    sessions.push(((await answer.json()) as { session_id: string }).session_id);
  }
  return sessions;
}

/** A body maker for track requests: each call one batch of BATCH clicks for the next session. */
export function trackBatches(sessions: string[]): () => string {
  let sent = 0;
  return () => {
    const session_id = sessions[sent++ % sessions.length];
    const now = new Date().toISOString();
    return JSON.stringify({
      events: Array.from({ length: BATCH }, (_, i) => ({
        type: 'click',
        timestamp: now,
        data: {
          session_id,
          page_path: PAGES[i % PAGES.length],
          element_id: null,
          element_class: 'button',
          element_tag: 'a',
          element_text: 'Mehr erfahren',
          element_href: '/services',
          x_coordinate: 100 + i,
          y_coordinate: 400 + i,
          timestamp: now,
        },
      })),
    });
  };
}
