/**
 * A preview link on the composed server (issue 13 point 8, decisions 044 and 081): the page shows
 * its item's draft — a changed title, a service not yet published — with a banner saying until
 * when the link works, uncached, unindexed, the app started on the draft as rendered (decision 093),
 * its address never sent as a referrer; visitors, the API and every cache
 * keep the live content before, during and after; a forged, ended or foreign link shows a plain
 * notice; the access log never holds the token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';

const OWNER = { email: 'owner@example.com', password: 'Kaffee-Wolke-Brücke-47' };
const logged: string[] = [];
const server = setupComposedServer(
  { PUBLIC_URL: 'http://localhost:3000', OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
  { logger: true, logStream: { write: (line) => logged.push(line) } },
);
let session = '';
let csrf = '';

const get = (url: string) => server.app.inject({ method: 'GET', url });
/** A console request: same origin, the double-submit token and the session cookie. */
const consoleRequest = async (method: 'POST' | 'PATCH' | 'GET' | 'DELETE', url: string, body?: unknown) => {
  const response = await server.app.inject({
    method,
    url,
    headers: {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'x-csrftoken': csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    cookies: { csrftoken: csrf, ...(session ? { wegweiser_session: session } : {}) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const cookie = response.cookies.find((candidate) => candidate.name === 'wegweiser_session');
  if (cookie?.value) session = cookie.value;
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};

beforeAll(async () => {
  csrf = (await get('/api/csrf/')).json().csrftoken;
  expect((await consoleRequest('POST', '/api/admin/auth/login/', OWNER)).status).toBe(200);
});

/** A preview link to the first service's page, as the console makes it. */
async function linkToFirstService() {
  const [service] = (await consoleRequest('GET', '/api/admin/services/')).body.results;
  const item = (await consoleRequest('GET', `/api/admin/services/${service.key}/`)).body;
  const slug = item.document.slug as string;
  const link = await consoleRequest('POST', '/api/admin/preview/', {
    resource: 'services',
    key: service.key,
    path: `/services/${slug}`,
  });
  return { slug, link };
}

const previewPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('preview links on the site', () => {
  it('show the drafts to the link holder and the live site to everyone else', async () => {
    const [service] = (await consoleRequest('GET', '/api/admin/services/')).body.results;
    const item = (await consoleRequest('GET', `/api/admin/services/${service.key}/`)).body;
    const slug = item.document.slug as string;
    const liveTitle = item.document.title.en as string;
    // Read once, so the API's response cache and the page cache hold the live content.
    expect((await get(`/services/${slug}?lang=en`)).body).toContain(liveTitle);

    const saved = await consoleRequest('PATCH', `/api/admin/services/${service.key}/`, {
      version: item.version,
      title: { en: 'A title only the preview shows' },
    });
    expect(saved.status).toBe(200);
    const created = await consoleRequest('POST', '/api/admin/services/', {
      slug: 'only-in-the-preview',
      title: { de: 'Nur in der Vorschau', en: 'Only in the preview' },
    });
    expect(created.status).toBe(201);

    const link = await consoleRequest('POST', '/api/admin/preview/', {
      resource: 'services',
      key: service.key,
      path: `/services/${slug}`,
      language: 'en',
    });
    expect(link.status).toBe(201);
    const page = await get(previewPath(link.body.url));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('A title only the preview shows');
    const until = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }).format(new Date(link.body.expires_at));
    expect(page.body).toContain(
      `this is how the page will look once published. Link valid until ${until}. Links lead to the published site.`,
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The app starts on it (decision 093): the nonced boot script the policy names, and the state as
    // rendered — the draft — marked as a preview, so that the app keeps it and tracks nothing.
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toMatch(/"\/assets\/entry-client-[^"]+\.js"/);
    const boot = [...page.body.matchAll(/<script nonce="([^"]+)">[^<]*entry-client-/g)];
    expect(boot.map((match) => match[1])).toEqual([nonce]);
    const state = JSON.parse(
      /<script type="application\/json" nonce="[^"]+" id="__wegweiser_state">(.*?)<\/script>/s.exec(
        page.body,
      )?.[1] ?? 'null',
    );
    expect(state).toMatchObject({ language: 'en', preview: true });
    expect(JSON.stringify(state.resources)).toContain('A title only the preview shows');
    // Its address holds the token: nothing requested from it, no page opened from it, is told more
    // than the origin.
    expect(page.body).toContain('<meta name="referrer" content="strict-origin">');
    const token = new URL(link.body.url).searchParams.get('preview') ?? '';
    expect(page.body).not.toContain(token);
    // The link is for this page: on another one it opens nothing.
    const elsewhere = await get(
      `/services?lang=en&preview=${new URL(link.body.url).searchParams.get('preview')}`,
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body).not.toContain('A title only the preview shows');

    const newItem = await consoleRequest('POST', '/api/admin/preview/', {
      resource: 'services',
      key: created.body.key,
      path: '/services/only-in-the-preview',
      language: 'en',
    });
    expect(newItem.status).toBe(201);
    const newPage = await get(previewPath(newItem.body.url));
    expect(newPage.statusCode).toBe(200);
    expect(newPage.body).toContain('Only in the preview');
    // Only its own item's draft: the other service keeps its live title there.
    expect(newPage.body).not.toContain('A title only the preview shows');

    // Nothing was published, and no cache took the drafts in.
    const live = await get(`/services/${slug}?lang=en`);
    expect(live.body).toContain(liveTitle);
    expect(live.body).not.toContain('A title only the preview shows');
    // A visitor's page is no preview: no mark in its state, no referrer rule of its own.
    expect(live.body).not.toContain('"preview":true');
    expect(live.body).not.toContain('name="referrer"');
    const api = await get(`/api/services/${slug}/?language=en`);
    expect(api.json().title).toBe(liveTitle);
    expect((await get('/services?lang=en')).body).not.toContain('Only in the preview');
    expect((await consoleRequest('GET', `/api/admin/services/${service.key}/`)).body.status).toBe('changed');
  });

  it('a forged or ended link shows a notice, uncached, and no drafts', async () => {
    const page = await get('/services?preview=4102444800.forged-signature');
    expect(page.statusCode).toBe(403);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(
      'Vorschau-Link ist abgelaufen, wurde beendet oder gehört zu einer anderen Seite',
    );
    expect(page.body).not.toContain('Only in the preview');

    const { link } = await linkToFirstService();
    expect((await get(previewPath(link.body.url))).statusCode).toBe(200);
    expect((await consoleRequest('DELETE', `/api/admin/preview/${link.body.id}/`)).status).toBe(204);
    const ended = await get(previewPath(link.body.url));
    expect(ended.statusCode).toBe(403);
    expect(ended.body).toContain('Vorschau-Link ist abgelaufen, wurde beendet');
  });

  it('the access log never holds a preview token', async () => {
    const { slug, link } = await linkToFirstService();
    const token = new URL(link.body.url).searchParams.get('preview') ?? '';
    expect(token).not.toBe('');
    logged.length = 0;
    expect((await get(previewPath(link.body.url))).statusCode).toBe(200);
    expect((await get(`/services?preview=${token}`)).statusCode).toBe(403);
    const urls = logged
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter(Boolean);
    expect(urls).toContain(`/services/${slug}?preview=[redacted]`);
    expect(urls).toContain('/services?preview=[redacted]');
    expect(logged.join('\n')).not.toContain(token);
  });
});
