/**
 * The booking pages on the composed server (issue 25 point 3, decision 105), without JavaScript:
 * the page renders the types, a week's free slots and a form that posts to the web server; the
 * server books through the API in-process and answers 303 to the confirmation page, or renders the
 * form again with the API's message, her input kept and the current free slots. A repeated submit
 * books once; a cross-site post books nothing. Live pages are never kept by the page cache.
 */
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { decodeEntities, readHead } from './testing/markup';

const ORIGIN = 'https://coaching.example';
let app: FastifyInstance;
const dataDir = copyPreparedPgliteFolder('wegweiser-booking-pages-');

beforeAll(async () => {
  app = await buildServer(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: `${ORIGIN}/`,
      RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
      RATE_LIMIT_BOOKING_PER_ADDRESS_PER_HOUR: '1000',
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': 'de', ...headers } });

/** A browser's same-origin form post. */
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      'accept-language': 'de',
      ...headers,
    },
  });

/** The value attribute of the named input (the first one). */
const inputValue = (html: string, name: string) => {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const value = /value="([^"]*)"/.exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};
/** Every offered slot start (the radios' values). */
const slotStarts = (html: string) =>
  [...html.matchAll(/<input[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes('type="radio"') && tag.includes('name="start"'))
    .map((tag) => /value="([^"]+)"/.exec(tag)?.[1] as string);
/** The opening tag of the element with this attribute (in whatever order React writes them). */
const tagWith = (html: string, element: string, attribute: string) =>
  new RegExp(`<${element}[^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? '';

/** The fields of the rendered form, a person's input and a fill time that is a person's. */
function formOf(html: string, changes: Record<string, string> = {}) {
  const fields: Record<string, string> = {};
  for (const name of ['session_type_id', 'week', 'time_zone', 'language', 'idempotency_key', 'rendered_at']) {
    const value = inputValue(html, name);
    if (value === undefined) throw new Error(`no ${name} in the form`);
    fields[name] = value;
  }
  fields.rendered_at = String(Number(fields.rendered_at) - 10_000);
  return {
    ...fields,
    name: 'Mia Muster',
    email: 'mia@example.com',
    phone: '',
    message: 'Bis bald',
    website: '',
    ...changes,
  };
}

describe('the booking page without JavaScript', () => {
  it('lists the bookable types, each a link to its free times', async () => {
    const page = await get('/booking?lang=en');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Book an appointment');
    expect(page.body).toContain('Free introductory call');
    expect(page.body).toContain('Coaching session');
    expect(page.body).toContain('href="/booking?type=1&amp;lang=en"');
    const head = readHead(page.body);
    expect(head.metas.find((meta) => meta.name === 'robots')).toBeUndefined();
  });

  it("renders a week's free slots in the practice's zone and a form that posts to the web server", async () => {
    const page = await get('/booking?type=1');
    expect(page.statusCode).toBe(200);
    expect(tagWith(page.body, 'form', 'method="post"')).toContain('action="/booking"');
    expect(tagWith(page.body, 'form', 'method="get"')).toContain('action="/booking"');
    expect(inputValue(page.body, 'time_zone')).toBe('Europe/Berlin');
    expect(inputValue(page.body, 'idempotency_key')).toMatch(/^[0-9a-f]{32}$/);
    const starts = slotStarts(page.body);
    expect(starts.length).toBeGreaterThan(0);
    // Each day is a fieldset whose legend names it.
    expect(page.body).toMatch(/<fieldset[^>]*><legend[^>]*><span[^>]*>Montag, \d+\. \p{L}+<\/span>/u);
    // Rendered for every request: never answered from the page cache.
    const again = await get('/booking?type=1');
    expect(again.headers['x-cache']).toBe('MISS');
    expect(inputValue(again.body, 'idempotency_key')).not.toBe(inputValue(page.body, 'idempotency_key'));
  });

  it('shows the times in a chosen zone with the practice time beside them', async () => {
    const page = await get('/booking?type=1&tz=Asia/Shanghai&lang=zh');
    expect(page.statusCode).toBe(200);
    expect(inputValue(page.body, 'time_zone')).toBe('Asia/Shanghai');
    expect(page.body).toContain('工作室当地时间（Berlin）');
    expect(page.body).toMatch(/<option value="Asia\/Shanghai" selected="">/);
  });

  it('books a slot: 303 to the confirmation, the slot gone, the same form again books once', async () => {
    const page = await get('/booking?type=1&lang=en');
    const [start] = slotStarts(page.body);
    if (!start) throw new Error('no free slot');
    const form = formOf(page.body, { start });
    const booked = await post('/booking?lang=en', form);
    expect(booked.statusCode, /role="alert"[\s\S]*?<\/p>/.exec(booked.body)?.[0]).toBe(303);
    const location = String(booked.headers.location);
    const target = new URL(location, ORIGIN);
    expect(target.pathname).toBe('/booking/confirmation');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      type: '1',
      start: new Date(start).toISOString(),
      state: 'confirmed',
      tz: 'Europe/Berlin',
      lang: 'en',
    });

    const confirmation = await get(location);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain('Your appointment is booked');
    expect(confirmation.body).toContain('Free introductory call');
    const time = new Intl.DateTimeFormat('en', {
      timeZone: 'Europe/Berlin',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(Date.parse(start));
    const shown = /data-testid="booking-confirmation-time">([^<]+)</.exec(confirmation.body)?.[1] ?? '';
    expect(decodeEntities(shown)).toBe(time);
    const head = readHead(confirmation.body);
    expect(head.metas.find((meta) => meta.name === 'robots')?.content).toBe('noindex');

    const week = inputValue(page.body, 'week');
    const after = await get(`/booking?type=1&week=${week}&lang=en`);
    expect(slotStarts(after.body)).not.toContain(start);

    // The same form sent again (a double click, a reload): the same booking, not a second one.
    const repeated = await post('/booking?lang=en', form);
    expect(repeated.statusCode).toBe(303);
    expect(repeated.headers.location).toBe(location);
  });

  it('a taken slot: the form again with the message, her input kept and the current free slots', async () => {
    const page = await get('/booking?type=1&lang=en');
    const [start] = slotStarts(page.body);
    if (!start) throw new Error('no free slot');
    expect((await post('/booking?lang=en', formOf(page.body, { start }))).statusCode).toBe(303);

    const second = await get('/booking?type=1&lang=en');
    const refused = await post(
      '/booking?lang=en',
      formOf(page.body, {
        start,
        idempotency_key: inputValue(second.body, 'idempotency_key') as string,
        name: 'Zoë <Taken>',
        email: 'zoe@example.com',
        message: 'Line one\nline two',
      }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('role="alert"');
    expect(inputValue(refused.body, 'name')).toBe('Zoë <Taken>');
    expect(inputValue(refused.body, 'email')).toBe('zoe@example.com');
    expect(refused.body).toContain('Line one\nline two</textarea>');
    expect(slotStarts(refused.body)).not.toContain(start);
    expect(slotStarts(refused.body).length).toBeGreaterThan(0);
  });

  it('a missing name or slot: answered 400 with the field named and her input kept', async () => {
    const page = await get('/booking?type=1&lang=de');
    const [start] = slotStarts(page.body);
    const noName = await post('/booking', formOf(page.body, { start: start as string, name: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Bitte füllen Sie dieses Feld aus.');
    expect(tagWith(noName.body, 'input', 'name="name"')).toContain('aria-invalid="true"');
    expect(inputValue(noName.body, 'email')).toBe('mia@example.com');

    const noSlot = await post('/booking', formOf(page.body));
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.body).toContain('Bitte wählen Sie eine freie Zeit.');
    expect(slotStarts(noSlot.body)).toContain(start);
  });

  it('books nothing for a post from another site', async () => {
    const page = await get('/booking?type=1&lang=en');
    const [start] = slotStarts(page.body);
    if (!start) throw new Error('no free slot');
    const forged = await post('/booking?lang=en', formOf(page.body, { start }), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.statusCode).toBe(403);
    const week = inputValue(page.body, 'week');
    expect(slotStarts((await get(`/booking?type=1&week=${week}`)).body)).toContain(start);
  });
});

describe('links to the booking page', () => {
  it('a service with a bookable type links to it; the contact page links to the booking page', async () => {
    const service = await get('/services/kostenloses-erstgespraech');
    expect(service.body).toMatch(/<a [^>]*href="\/booking\?type=1"[^>]*data-testid="service-book"/);
    const other = await get('/services/karriere-coaching');
    expect(other.body).not.toContain('data-testid="service-book"');
    const contact = await get('/contact');
    expect(contact.body).toMatch(/<a [^>]*href="\/booking"[^>]*data-testid="contact-book"/);
  });

  it('the sitemap lists /booking and no confirmation page', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/booking</loc>`);
    expect(sitemap.body).not.toContain('/booking/confirmation');
  });
});

describe('the manage page without JavaScript', () => {
  /** A booking made through the API, as the mail's link names it. */
  async function bookedToken(offset: number) {
    // Weeks ahead: well before the owner's deadline for changes by link.
    const later = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const page = await get(`/booking?type=1&week=${later}&lang=en`);
    const start = slotStarts(page.body)[offset];
    if (!start) throw new Error('no free slot');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/booking/',
      payload: {
        session_type_id: 1,
        start,
        name: 'Lea Link',
        email: 'lea@example.com',
        language: 'en',
        time_zone: 'America/New_York',
        idempotency_key: `manage-test-${offset}-${Date.now()}`,
        elapsed_ms: 60_000,
      },
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.statusCode).toBe(201);
    return {
      token: answer.json().manage_token as string,
      start,
      week: inputValue(page.body, 'week') as string,
    };
  }

  it('shows the booking in her zone, moves it to another free time, then cancels it after a question', async () => {
    const { token, start } = await bookedToken(6);
    const shown = await get(`/booking/manage/${token}?lang=en`);
    expect(shown.statusCode).toBe(200);
    expect(readHead(shown.body).metas.find((meta) => meta.name === 'robots')?.content).toBe('noindex');
    expect(shown.headers['cache-control']).toBe('private, no-cache');
    expect(shown.body).toContain('Free introductory call');
    expect(shown.body).toMatch(/\(<!-- -->New York<!-- -->\)/);
    expect(shown.body).toContain('You can move or cancel the appointment until');
    expect(shown.body).toMatch(/data-testid="booking-manage-state">Confirmed</);
    expect(tagWith(shown.body, 'form', 'method="post"')).toContain(
      `action="/booking/manage/${token}?lang=en"`,
    );
    const free = slotStarts(shown.body);
    expect(free).not.toContain(start);
    const target = free.at(-1) as string;

    const noSlot = await post(`/booking/manage/${token}?lang=en`, {
      action: 'move',
      language: 'en',
      idempotency_key: inputValue(shown.body, 'idempotency_key') as string,
    });
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.body).toContain('Please choose a free time.');

    const moved = await post(`/booking/manage/${token}?lang=en`, {
      action: 'move',
      start: target,
      language: 'en',
      idempotency_key: inputValue(shown.body, 'idempotency_key') as string,
    });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/booking/manage/${token}?done=moved&lang=en`);
    const after = await get(String(moved.headers.location));
    expect(after.body).toContain('Your appointment has been moved.');
    const newTime = new Intl.DateTimeFormat('en', {
      timeZone: 'America/New_York',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(Date.parse(target));
    const time = /data-testid="booking-manage-time">([^<]+)</.exec(after.body)?.[1] ?? '';
    expect(decodeEntities(time)).toBe(newTime);

    // Cancelling asks first (a link to the question), then the posted answer cancels.
    expect(after.body).toContain(`href="/booking/manage/${token}?cancel=1&amp;lang=en"`);
    const question = await get(`/booking/manage/${token}?cancel=1&lang=en`);
    expect(question.body).toContain('Do you really want to cancel this appointment?');
    const cancelled = await post(`/booking/manage/${token}?lang=en`, { action: 'cancel', language: 'en' });
    expect(cancelled.statusCode).toBe(303);
    const gone = await get(String(cancelled.headers.location));
    expect(gone.body).toContain('Your appointment has been cancelled.');
    expect(gone.body).toMatch(/data-testid="booking-manage-state">Cancelled</);
    expect(tagWith(gone.body, 'form', 'method="post"')).toBe('');
  });

  it('answers 404 for a link that names no booking', async () => {
    const unknown = await get(`/booking/manage/${'x'.repeat(43)}?lang=en`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Link not found');
  });
});
