/**
 * The owner's agenda (issue 25 point 7, decision 110): a visitor writing in Chinese asks for a
 * coaching session (a type that waits for the owner) through the public API; the owner finds it in
 * the week of the practice's zone (beside another visitor's call and a day blocked from the
 * agenda's "Zeit blockieren"), confirms it — the visitor's mail leaves through the test SMTP
 * server — and moves it to another free time; the public slots then offer the old time again and
 * not the new one. The week, the list and the booking pass checkScreen (axe, 390 px, light and
 * dark). A server and mailbox of its own: it changes bookings.
 */
import type { Page } from '@playwright/test';
import { berlin } from '../support/berlin-clock';
import { NOT_SIGNED_IN, signIn } from './support/console-server';
import { expect, test } from './support/mail-server';
import { checkScreen } from './support/screens';

test.use({
  // The site drops headless browsers' sessions as bots (decision 055).
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const DAY_MS = 86_400_000;
/** The seeded coaching session: 60 minutes at the practice, each booking confirmed by the owner. */
const COACHING = 2;
/** The seeded introductory call: 30 minutes by video, confirmed at once. */
const INTRO = 1;
const VISITOR = 'li.hua@example.com';

/** Midnight in Berlin of the first Monday at least `days` days from now. */
function mondayAhead(days: number): number {
  for (let ahead = days; ; ahead += 1) {
    const day = new Date(Date.now() + ahead * DAY_MS);
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short' }).format(
      day,
    );
    if (weekday !== 'Mon') continue;
    const { date } = berlin(day.toISOString());
    // Berlin is one or two hours ahead of UTC: its midnight is the day before's 22:00 or 23:00 UTC.
    const utcMidnight = Date.parse(`${date}T00:00:00Z`);
    return [utcMidnight - 2 * 3_600_000, utcMidnight - 3_600_000].find(
      (instant) => berlin(new Date(instant).toISOString()).time === '00:00',
    ) as number;
  }
}

async function book(page: Page, data: Record<string, unknown>) {
  const answer = await page.request.post('/api/booking/', {
    data: {
      ...data,
      idempotency_key: `e2e-agenda-${data.email}-${Date.now()}`.replace(/[^\w-]/g, '-'),
      elapsed_ms: 60_000,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { state: string };
}

async function freeStarts(page: Page, type: number, from: number, to: number): Promise<string[]> {
  const answer = await page.request.get(
    `/api/booking/slots/?session_type=${type}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
}

const mailsTo = (smtp: { received: { to?: unknown }[] }, address: string) =>
  smtp.received.filter((mail) =>
    JSON.stringify(mail.to ?? '')
      .toLowerCase()
      .includes(address),
  ).length;

test('the owner confirms and moves a booking; the public slots follow', async ({
  page,
  smtp,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  allowConsoleErrors(NOT_SIGNED_IN);

  // A week from Monday (in Berlin) at least two weeks ahead: a coaching time early in it, and
  // another one two days later.
  const from = mondayAhead(14);
  const to = from + 7 * DAY_MS;
  const offered = await freeStarts(page, COACHING, from, to);
  const first = offered[0] as string;
  const later = offered.find((start) => Date.parse(start) >= Date.parse(first) + 2 * DAY_MS) as string;
  expect(first && later).toBeTruthy();

  const booked = await book(page, {
    session_type_id: COACHING,
    start: first,
    name: '李华',
    email: VISITOR,
    phone: '+86 10 1234 5678',
    message: '我想谈谈职业方向。',
    language: 'zh',
    time_zone: 'Asia/Shanghai',
  });
  expect(booked.state).toBe('requested');
  // Another visitor's introductory call the next day (confirmed at once), so the week holds two states.
  const call = (await freeStarts(page, INTRO, Date.parse(first) + DAY_MS, Date.parse(first) + 2 * DAY_MS))[0];
  expect(call).toBeTruthy();
  const other = await book(page, {
    session_type_id: INTRO,
    start: call as string,
    name: 'Jonas Becker',
    email: 'jonas.becker@example.com',
    language: 'de',
    time_zone: 'Europe/Berlin',
  });
  expect(other.state).toBe('confirmed');

  // The owner's week holds the request.
  const old = berlin(first);
  await page.goto(`/admin/agenda?date=${old.date}`);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(`${old.time}.*李华`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Angefragt');
  await expect(page.getByRole('link', { name: /Jonas Becker/ })).toContainText('Bestätigt');

  // "Zeit blockieren" leads to the blocked times: the week's Saturday, blocked, shows in the week.
  const saturday = berlin(new Date(from + 5 * DAY_MS + 12 * 3_600_000).toISOString()).date;
  await page.getByRole('link', { name: 'Zeit blockieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blockzeiten' })).toBeVisible();
  await page.getByLabel('Erster Tag').fill(saturday);
  await page.getByRole('textbox', { name: 'Notiz (nur für Sie sichtbar)' }).fill('Supervision');
  await page.getByRole('button', { name: 'Blockieren' }).click();
  await expect(page.getByText('Die Zeit ist blockiert.')).toBeVisible();
  await page.goto(`/admin/agenda?date=${old.date}`);
  await expect(page.getByRole('region', { name: /^Samstag/ })).toContainText('Ganzer Tag blockiert');
  await expect(page.getByRole('region', { name: /^Samstag/ })).toContainText('Supervision');
  await checkScreen(page, 'agenda-week');

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: '李华' })).toBeVisible();
  await expect(page.getByText('我想谈谈职业方向。')).toBeVisible();
  await checkScreen(page, 'agenda-booking');

  // Confirmed: the visitor is mailed (her request's mail came first).
  const before = mailsTo(smtp, VISITOR);
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await page.getByLabel('Nachricht an die Besucherin (freiwillig)').fill('Ich freue mich auf Sie.');
  await page.getByRole('button', { name: 'Bestätigen und benachrichtigen' }).click();
  await expect(page.getByText('Die Besucherin wurde per E-Mail benachrichtigt.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Die Buchung' })).toContainText('Bestätigt');
  await expect.poll(() => mailsTo(smtp, VISITOR), { timeout: 15_000 }).toBeGreaterThan(before);

  // Moved to the later time, in the practice's zone.
  const next = berlin(later);
  await page.getByRole('button', { name: 'Verschieben', exact: true }).click();
  await page.getByLabel('Neues Datum').fill(next.date);
  await page.getByLabel('Neue Anfangszeit').fill(next.time);
  await page.getByRole('button', { name: 'Verschieben und benachrichtigen' }).click();
  await expect(page.getByText('Die Besucherin wurde per E-Mail benachrichtigt.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Die Buchung' })).toContainText(next.time);

  // What a visitor is offered now: the old time free again, the new one taken.
  const now = await freeStarts(page, COACHING, from, to);
  expect(now).toContain(first);
  expect(now).not.toContain(later);

  await page.goto('/admin/agenda?view=list');
  await expect(page.getByRole('table', { name: 'Termine' })).toContainText('李华');
  await checkScreen(page, 'agenda-list');
});
