/**
 * Issue 25 point 10's first journey, in the browser (decisions 103, 105): a visitor books a time on
 * the booking page → her confirmation arrives at the test SMTP server with the invitation
 * (text/calendar, METHOD:REQUEST) and the link to move or cancel → she opens the link and cancels
 * after the question → the cancel invitation (METHOD:CANCEL, the same UID) arrives → the time is
 * offered again. A server and mailbox of its own: it books and sends mail.
 */
import type { ParsedMail } from 'mailparser';
import { expect, test } from './admin/support/mail-server';
import { mailTo } from './support/mailbox';

const VISITOR = 'mira.mail@example.com';
const FILL_TIME_MS = 3_500;
const MANAGE_LINK = /https?:\/\/[^\s"'<>]+\/booking\/manage\/[^\s"'<>]+/;

/** The Monday three weeks on (YYYY-MM-DD, UTC calendar): well before the owner's deadline to change. */
function mondayInThreeWeeks(): string {
  const today = new Date();
  const weekday = (today.getUTCDay() + 6) % 7;
  const monday =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - weekday * 86_400_000;
  return new Date(monday + 21 * 86_400_000).toISOString().slice(0, 10);
}

/** The invitation in a mail: its method and UID. */
function invitation(mail: ParsedMail) {
  const calendar = mail.attachments.find((part) => part.contentType.startsWith('text/calendar'));
  const text = calendar?.content.toString('utf8') ?? '';
  return {
    method: /^METHOD:(\S+)/m.exec(text)?.[1],
    uid: /^UID:(\S+)/m.exec(text)?.[1],
  };
}

test('a visitor books, gets the invitation by mail, cancels by its link, and the time is free again', async ({
  page,
  smtp,
}) => {
  // The form's fill time on Playwright's clock, without a sleep.
  await page.clock.install();
  await page.goto(`/booking?type=1&week=${mondayInThreeWeeks()}&lang=de`);
  const main = page.locator('main');
  const first = main.locator('input[type="radio"][name="start"]').first();
  const start = await first.inputValue();
  await main.locator(`label[for="${await first.getAttribute('id')}"]`).click();
  await main.getByLabel('Name', { exact: true }).fill('Mira Mail');
  await main.getByLabel('E-Mail-Adresse').fill(VISITOR);
  await page.clock.fastForward(FILL_TIME_MS);
  await main.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ihr Termin ist gebucht');

  const booked = await mailTo(smtp, VISITOR);
  const request = invitation(booked);
  expect(request.method).toBe('REQUEST');
  expect(request.uid).toBeTruthy();
  const link = MANAGE_LINK.exec(booked.text ?? '')?.[0];
  expect(link, booked.text).toBeTruthy();

  // Her mail client opens the link; the site serves it at its own address.
  const { pathname, search } = new URL(link as string);
  await page.goto(`${pathname}${search}`);
  await expect(main.getByTestId('booking-manage-state')).toHaveText('Bestätigt');
  await main.getByTestId('manage-cancel').click();
  await expect(main).toContainText('Möchten Sie diesen Termin wirklich absagen?');
  await main.getByRole('button', { name: 'Ja, Termin absagen' }).click();
  await expect(main.getByRole('status')).toContainText('Ihr Termin ist abgesagt.');
  await expect(main.getByTestId('booking-manage-state')).toHaveText('Abgesagt');

  // The cancel invitation: the same event, so her calendar removes it.
  await expect
    .poll(() => smtp.received.filter((mail) => invitation(mail).method === 'CANCEL').length, {
      message: 'the cancel invitation',
      timeout: 15_000,
    })
    .toBe(1);
  const cancel = smtp.received.find((mail) => invitation(mail).method === 'CANCEL') as ParsedMail;
  expect(cancel.to && 'text' in cancel.to ? cancel.to.text : '').toContain(VISITOR);
  expect(invitation(cancel).uid).toBe(request.uid);

  // The time is free again.
  const slots = await page.request.get(
    `/api/booking/slots/?session_type=1&from=${new Date(Date.parse(start) - 60_000).toISOString()}&to=${new Date(Date.parse(start) + 3_600_000).toISOString()}`,
  );
  expect(slots.status()).toBe(200);
  const starts = ((await slots.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
  expect(starts).toContain(start);
});
