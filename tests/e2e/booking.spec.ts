/**
 * Booking a session (issue 25 point 3, decision 105): a German visitor with JavaScript chooses a
 * type, a week and a free time, fills in the form and reaches the confirmation; the time is then no
 * longer offered. An English visitor without JavaScript books the same way through plain forms.
 * Each journey books in a week of its own, so they never compete for a slot.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DAY_MS = 86_400_000;
/** The minimum fill time the API asks of a person (CONTACT_MIN_FILL_MS) and a margin. */
const FILL_TIME_MS = 3_500;

/** The Monday `weeks` weeks after this week's, as YYYY-MM-DD (UTC calendar). */
function mondayIn(weeks: number): string {
  const today = new Date();
  const weekday = (today.getUTCDay() + 6) % 7;
  const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - weekday * DAY_MS;
  return new Date(monday + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** The values of the offered times' radios. */
const offeredStarts = (page: Page) =>
  page
    .locator('main input[type="radio"][name="start"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test.describe('booking a session', () => {
  test('with JavaScript, in German: choose a type, a time, book; the time is then taken', async ({
    page,
  }) => {
    // Timers and performance.now() on Playwright's clock: the form's fill time without a sleep.
    await page.clock.install();
    await page.goto('/booking?lang=de');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Termin buchen');
    await main.getByRole('link', { name: 'Freie Zeiten ansehen: Kostenloses Erstgespräch' }).click();
    await expect(main.getByRole('heading', { name: 'Kostenloses Erstgespräch' })).toBeVisible();

    // Two weeks on, by the page's own "next week" link (a client-side navigation).
    const shownWeek = main.locator('form[method="post"] input[name="week"]');
    await expect(main.locator('input[name="start"]').first()).toBeAttached();
    // The form is on screen from here: its fill time counts from now.
    const formShownAt = await page.evaluate(() => performance.now());
    const shown = await shownWeek.inputValue();
    const week = new Date(Date.parse(shown) + 14 * DAY_MS).toISOString().slice(0, 10);
    await main.getByTestId('booking-next-week').click();
    await expect(shownWeek).not.toHaveValue(shown);
    await main.getByTestId('booking-next-week').click();
    await expect(page).toHaveURL(new RegExp(`week=${week}`));
    const first = main.locator('input[type="radio"][name="start"]').first();
    const start = await first.inputValue();
    await main.locator(`label[for="${await first.getAttribute('id')}"]`).click();
    await expect(first).toBeChecked();

    await main.getByLabel('Name', { exact: true }).fill('Mia Muster');
    await main.getByLabel('E-Mail-Adresse').fill('mia.js@example.com');
    await main.getByLabel('Nachricht (optional)').fill('Ich freue mich auf das Gespräch.');
    // A person takes a few seconds to fill in the form; the API treats less as a robot's (decision 057).
    await page.clock.fastForward(FILL_TIME_MS);
    expect(await page.evaluate(() => performance.now())).toBeGreaterThan(formShownAt + FILL_TIME_MS);
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/api\/booking\/(\?|$)/.test(request.url()),
    );
    await main.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ session_type_id: 1, start, language: 'de' });

    await expect(page).toHaveURL(/\/booking\/confirmation\?/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ihr Termin ist gebucht');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const time = await page.evaluate(
      ([instant, timeZone]) =>
        new Intl.DateTimeFormat('de', {
          timeZone,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }).format(Date.parse(instant as string)),
      [start, zone],
    );
    await expect(main.getByTestId('booking-confirmation-time')).toHaveText(time);

    await page.goto(`/booking?type=1&week=${week}&lang=de`);
    const after = await offeredStarts(page);
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toContain(start);
  });

  test('with JavaScript, a time taken meanwhile: the message, her input kept, the current free times', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The refused submit is a 409 the browser logs as a failed request.
    allowConsoleErrors(/status of 409/);
    const week = mondayIn(5);
    await page.clock.install();
    await page.goto(`/booking?type=1&week=${week}&lang=de`);
    const main = page.locator('main');
    const first = main.locator('input[type="radio"][name="start"]').first();
    const start = await first.inputValue();
    const formShownAt = await page.evaluate(() => performance.now());
    // Someone else books that time while she fills in the form.
    const other = await page.request.post('/api/booking/', {
      data: {
        session_type_id: 1,
        start,
        name: 'Other',
        email: 'other.visitor@example.com',
        language: 'de',
        time_zone: 'Europe/Berlin',
        idempotency_key: `e2e-taken-${Date.now()}`,
        elapsed_ms: 60_000,
      },
    });
    expect(other.status()).toBe(201);

    await main.locator(`label[for="${await first.getAttribute('id')}"]`).click();
    await main.getByLabel('Name', { exact: true }).fill('Mia Später');
    await main.getByLabel('E-Mail-Adresse').fill('mia.taken@example.com');
    await page.clock.fastForward(FILL_TIME_MS);
    expect(await page.evaluate(() => performance.now())).toBeGreaterThan(formShownAt + FILL_TIME_MS);
    await main.getByRole('button', { name: 'Termin verbindlich buchen' }).click();

    await expect(main.getByRole('alert')).toContainText('vergeben');
    await expect(page).toHaveURL(new RegExp(`/booking\\?type=1&week=${week}`));
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Mia Später');
    await expect(main.getByLabel('E-Mail-Adresse')).toHaveValue('mia.taken@example.com');
    await expect.poll(() => offeredStarts(page)).not.toContain(start);
  });

  test('the manage link with JavaScript: move to another free time, then cancel after the question', async ({
    page,
  }) => {
    const week = mondayIn(6);
    const free = await page.request.get(
      `/api/booking/slots/?session_type=1&from=${week}T00:00:00Z&to=${new Date(Date.parse(week) + 6 * DAY_MS).toISOString()}`,
    );
    const slots = ((await free.json()) as { slots: { start: string }[] }).slots;
    const booked = await page.request.post('/api/booking/', {
      data: {
        session_type_id: 1,
        start: slots[0]?.start,
        name: 'Lea Link',
        email: 'lea.manage@example.com',
        language: 'fr',
        time_zone: 'Europe/Paris',
        idempotency_key: `e2e-manage-${Date.now()}`,
        elapsed_ms: 60_000,
      },
    });
    expect(booked.status()).toBe(201);
    const token = ((await booked.json()) as { manage_token: string }).manage_token;

    await page.goto(`/booking/manage/${token}?week=${week}&lang=fr`);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Votre rendez-vous');
    await expect(main.getByTestId('booking-manage-state')).toHaveText('Confirmé');
    const target = main.locator('input[type="radio"][name="start"]').nth(3);
    const newStart = await target.inputValue();
    await main.locator(`label[for="${await target.getAttribute('id')}"]`).click();
    await main.getByRole('button', { name: 'Déplacer à ce créneau' }).click();
    await expect(main.getByRole('status')).toContainText('Votre rendez-vous a été déplacé.');
    const time = await page.evaluate(
      (instant) =>
        new Intl.DateTimeFormat('fr', {
          timeZone: 'Europe/Paris',
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }).format(Date.parse(instant)),
      newStart,
    );
    await expect(main.getByTestId('booking-manage-time')).toHaveText(time);

    await main.getByTestId('manage-cancel').click();
    await expect(main).toContainText('Voulez-vous vraiment annuler ce rendez-vous ?');
    await main.getByRole('button', { name: 'Oui, annuler' }).click();
    await expect(main.getByRole('status')).toContainText('Votre rendez-vous a été annulé.');
    await expect(main.getByTestId('booking-manage-state')).toHaveText('Annulé');
    await expect(main.locator('form[method="post"]')).toHaveCount(0);
  });

  test('without JavaScript, in English: plain forms book too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
    const page = await context.newPage();
    try {
      const week = mondayIn(4);
      await page.goto('/booking?lang=en');
      const main = page.locator('main');
      await main.getByRole('link', { name: 'See free times: Free introductory call' }).click();
      await expect(page).toHaveURL(/type=1/);
      // The zone chooser is a GET form: choose New York and show the times there.
      await main.getByLabel('Time zone').selectOption('America/New_York');
      await main.getByRole('button', { name: 'Show times' }).click();
      await expect(page).toHaveURL(/tz=America%2FNew_York/);
      await expect(main).toContainText("Below each, the practice's local time (Berlin).");
      await page.goto(`/booking?type=1&week=${week}&tz=America%2FNew_York&lang=en`);

      const first = main.locator('input[type="radio"][name="start"]').first();
      const start = await first.inputValue();
      await main.locator(`label[for="${await first.getAttribute('id')}"]`).click();
      await main.getByLabel('Name', { exact: true }).fill('Sam Sample');
      await main.getByLabel('E-mail address').fill('sam.nojs@example.com');
      const renderedAt = Number(await main.locator('input[name="rendered_at"]').inputValue());
      await expect.poll(() => Date.now() - renderedAt, { timeout: 10_000 }).toBeGreaterThan(FILL_TIME_MS);
      await main.getByRole('button', { name: 'Book this appointment' }).click();

      await expect(page).toHaveURL(/\/booking\/confirmation\?.*tz=America%2FNew_York/);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your appointment is booked');
      await expect(main).toContainText('New York');
      await expect(main).toContainText("Practice's local time");

      await page.goto(`/booking?type=1&week=${week}&tz=America%2FNew_York&lang=en`);
      expect(await offeredStarts(page)).not.toContain(start);
    } finally {
      await context.close();
    }
  });
});
