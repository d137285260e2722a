/**
 * Setting up booking in the console (issue 25 points 1 and 2, decision 106): the owner adds a
 * session type in German, sets the week's hours to 10:00–12:00 on weekdays (Monday copied to the
 * others), takes a day off and blocks the day after; the public slots (GET /api/booking/slots/) then
 * offer that type only inside those hours and nothing on either day. The booking rules and the
 * calendar subscription (decision 111): set, the feed read by its address, ended (then 404). Every
 * screen passes checkScreen (axe, 390 px, light and dark). Runs on a console server of its own: the
 * hours it sets meet no other journey.
 */
import type { Page } from '@playwright/test';
import { berlin } from '../support/berlin-clock';
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { checkScreen } from './support/screens';

test.use({
  // The site drops headless browsers' sessions as bots (decision 055).
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const DAY_MS = 86_400_000;

/** A weekday (Tuesday to Thursday) at least four days from now, as YYYY-MM-DD in Berlin. */
function weekdayAhead(): string {
  for (let days = 4; ; days += 1) {
    const day = berlin(new Date(Date.now() + days * DAY_MS).toISOString());
    if (day.weekday >= 2 && day.weekday <= 4) return day.date;
  }
}

/** Removes every range of the week, one button at a time. */
async function clearWeek(page: Page) {
  const remove = page.getByRole('button', { name: /^Entfernen: \w+ \d{2}:\d{2}–\d{2}:\d{2}$/ });
  while ((await remove.count()) > 0) await remove.first().click();
}

test('the owner sets up a session type, hours, a day off and a blocked day; the public slots follow them', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  allowConsoleErrors(NOT_SIGNED_IN);

  // A new session type, German only.
  await page.goto('/admin/booking/session-types/new');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Sitzungsart' })).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte korrigieren Sie zuerst die markierten Felder.')).toBeVisible();
  await checkScreen(page, 'booking-session-type-errors');
  await page
    .getByRole('textbox', { name: 'Name: Deutsch · Standardsprache' })
    .fill('Kurzberatung am Telefon');
  await page.getByRole('textbox', { name: 'Dauer in Minuten' }).fill('30');
  await page.getByRole('combobox', { name: 'Ort' }).selectOption('phone');
  await expect(page.getByText(/Sie rufen unter der Telefonnummer an/)).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sitzungsart „Kurzberatung am Telefon“' }),
  ).toBeVisible();
  const id = Number(/\/booking\/session-types\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  expect(id).toBeGreaterThan(0);
  await checkScreen(page, 'booking-session-type-editor');

  await page
    .getByRole('navigation', { name: 'Termine einrichten' })
    .getByRole('link', { name: 'Sitzungsarten' })
    .click();
  await expect(page.getByRole('link', { name: '„Kurzberatung am Telefon“ bearbeiten' })).toBeVisible();
  await checkScreen(page, 'booking-session-types');

  // The week: 10:00–12:00 on Monday, copied to the other weekdays; the weekend closed.
  await page.goto('/admin/booking/hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Zeiten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zeit hinzufügen: Montag' })).toBeVisible();
  await clearWeek(page);
  await page.getByRole('button', { name: 'Zeit hinzufügen: Montag' }).click();
  await page.getByRole('textbox', { name: 'Montag, Zeitspanne 1: von' }).fill('10:00');
  await page.getByRole('textbox', { name: 'Montag, Zeitspanne 1: bis' }).fill('12:00');
  await page.getByRole('button', { name: 'Montag auf alle Werktage übertragen' }).click();
  await expect(page.getByRole('textbox', { name: 'Freitag, Zeitspanne 1: bis' })).toHaveValue('12:00');
  await page.getByRole('combobox', { name: 'Vorlaufzeit' }).selectOption('720');
  await expect(page.getByText('Buchungen frühestens 12 Stunden vorher.')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Zeiten sind gespeichert.')).toBeVisible();
  await checkScreen(page, 'booking-hours');

  // A day off.
  const dayOff = weekdayAhead();
  await page
    .getByRole('navigation', { name: 'Termine einrichten' })
    .getByRole('link', { name: 'Ausnahmen & Feiertage' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ausnahmen & Feiertage' })).toBeVisible();
  await page.getByLabel('Datum').fill(dayOff);
  await page.getByRole('textbox', { name: 'Notiz (nur für Sie sichtbar)' }).fill('Fortbildung');
  await page.getByRole('button', { name: 'Ausnahme speichern' }).click();
  await expect(page.getByText(/^Die Ausnahme am .+ ist gespeichert\.$/)).toBeVisible();
  await expect(page.getByText('Frei · Fortbildung')).toBeVisible();
  // Berlin's public holidays of the year after next (outside the slots looked at below), twice:
  // the second import adds nothing and keeps what the first one set.
  const holidayYear = String(new Date().getUTCFullYear() + 2);
  await page.getByRole('combobox', { name: 'Bundesland' }).selectOption('BE');
  await page.getByRole('combobox', { name: 'Jahr' }).selectOption(holidayYear);
  await page.getByRole('button', { name: 'Feiertage übernehmen' }).click();
  await expect(page.getByText(/^\d+ Feiertage als freie Tage eingetragen\.$/)).toBeVisible();
  const added = Number(
    (await page.getByText(/^\d+ Feiertage als freie Tage eingetragen\.$/).textContent())?.split(' ')[0],
  );
  expect(added).toBeGreaterThanOrEqual(9);
  await page.getByRole('button', { name: 'Feiertage übernehmen' }).click();
  await expect(
    page.getByText(
      `Keine neuen freien Tage: Alle ${added} Feiertage waren schon festgelegt und bleiben, wie sie sind.`,
    ),
  ).toBeVisible();
  await checkScreen(page, 'booking-exceptions');

  await page
    .getByRole('navigation', { name: 'Termine einrichten' })
    .getByRole('link', { name: 'Blockzeiten' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blockzeiten' })).toBeVisible();
  await expect(page.getByText('Keine Blockzeiten in den nächsten zwölf Monaten.')).toBeVisible();
  // The whole day after the day off, blocked for a training of her own.
  const blockedDay = new Date(Date.parse(`${dayOff}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  await page.getByLabel('Erster Tag').fill(blockedDay);
  await page.getByRole('textbox', { name: 'Notiz (nur für Sie sichtbar)' }).fill('Supervision');
  await page.getByRole('button', { name: 'Blockieren' }).click();
  await expect(page.getByText('Die Zeit ist blockiert.')).toBeVisible();
  await expect(page.getByText('Supervision')).toBeVisible();
  await checkScreen(page, 'booking-blocked-times');

  // What a visitor is offered: the new type, only 10:00–12:00 on weekdays, nothing on the day off.
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 14 * DAY_MS).toISOString();
  const answer = await page.request.get(
    `/api/booking/slots/?session_type=${id}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  expect(answer.status()).toBe(200);
  const { time_zone, slots } = (await answer.json()) as {
    time_zone: string;
    slots: { start: string; end: string }[];
  };
  expect(time_zone).toBe('Europe/Berlin');
  expect(slots.length).toBeGreaterThanOrEqual(20);
  for (const slot of slots) {
    const start = berlin(slot.start);
    const end = berlin(slot.end);
    expect(start.weekday, slot.start).toBeLessThanOrEqual(5);
    expect(start.time >= '10:00' && end.time <= '12:00', `${slot.start}–${slot.end}`).toBe(true);
    expect(start.date, slot.start).not.toBe(dayOff);
    expect(start.date, slot.start).not.toBe(blockedDay);
  }
  // The day before the day off still has its four half-hour slots.
  const before = new Date(Date.parse(`${dayOff}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  expect(
    slots.filter((slot) => berlin(slot.start).date === before).map((slot) => berlin(slot.start).time),
  ).toEqual(['10:00', '10:30', '11:00', '11:30']);
});

test('the owner sets the booking rules and subscribes her calendar, then ends the subscription', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(NOT_SIGNED_IN);
  await page.goto('/admin/booking/policy');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungsregeln' })).toBeVisible();
  const deadline = page.getByRole('textbox', { name: 'Frist vor Beginn (Stunden)' });
  await deadline.fill('48');
  await page.getByRole('switch', { name: 'Erinnerung eine Stunde vorher' }).uncheck();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Buchungsregeln sind gespeichert.')).toBeVisible();
  await expect(page.getByText('Es gibt noch kein Kalender-Abo.')).toBeVisible();
  await checkScreen(page, 'booking-policy');
  const policy = await page.request.get('/api/admin/booking/policy/');
  expect(await policy.json()).toMatchObject({ cancellation_deadline_hours: 48, reminder_1h: false });

  await page.getByRole('button', { name: 'Kalender-Abo einrichten' }).click();
  const address = await page.getByRole('textbox', { name: 'Ihre private Kalender-Adresse' }).inputValue();
  const feedPath = new URL(address).pathname;
  const feed = await page.request.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await checkScreen(page, 'booking-calendar-feed');

  await page.getByRole('button', { name: 'Abo beenden' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Die Adresse funktioniert sofort nicht mehr');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abo beenden' }).click();
  await expect(
    page.getByText('Das Kalender-Abo ist beendet. Die alte Adresse funktioniert nicht mehr.'),
  ).toBeVisible();
  expect((await page.request.get(feedPath)).status()).toBe(404);
});
