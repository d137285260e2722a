/**
 * Issue 14's inbox screens against the real API (decision 060): a visitor signs up for the
 * newsletter and sends a contact message from a service page (and a robot sends spam); the owner
 * finds the subscriber (pending, in words), the message with its service, replies, and sees the
 * reply kept in the outbox as "not sent — no mail server configured" (the console server has no
 * SMTP_URL). Every screen passes axe at 390 and 1440 px, light and dark, and is photographed
 * (support/screens.ts). Addresses are this file's own: other journeys may share the server.
 */
import type { Page } from '@playwright/test';
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { cutLinks, cutTableText } from './support/fit';
import { checkScreen } from './support/screens';

const SUBSCRIBER = 'lena.leser@beispiel.test';
// A long address, as real ones can be: on a phone it must wrap, not widen the list (issue 24 point 9).
const SENDER = {
  name: 'Jonas Jansen-Bergmann',
  email: 'jonas.jansen-bergmann@karriereberatung-beispiel.test',
};
const SERVICE = 'Karriere-Coaching';

/** A same-origin JSON request from the site's page, as its own forms send them. */
async function post(page: Page, path: string, body: unknown) {
  const status = await page.evaluate(
    async ([url, payload]) =>
      (
        await fetch(url as string, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        })
      ).status,
    [path, body] as const,
  );
  expect(status, path).toBeLessThan(300);
}

/**
 * On a phone (issue 24 point 9) each record of the screen's list is a card that shows every word
 * whole — name, address, source, state, date — and so does the named row of folders.
 */
async function wholeOnAPhone(page: Page, folders?: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await cutTableText(page)).toEqual([]);
  if (folders) expect(await cutLinks(page.getByRole('navigation', { name: folders }))).toEqual([]);
  if (desktop) await page.setViewportSize(desktop);
}

test('subscribers, messages with a reply, and the outbox without a mail server', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(300_000);
  allowConsoleErrors(NOT_SIGNED_IN);

  await page.goto('/');
  await post(page, '/api/newsletter/subscribe/?language=de', { email: SUBSCRIBER });
  await post(page, '/api/contact/?language=de', {
    ...SENDER,
    phone: '+49 170 1234567',
    message: 'Guten Tag,\nich möchte mich beruflich neu orientieren. Haben Sie nächste Woche Zeit?',
    context: 'service_detail',
    service_name: SERVICE,
    page_path: '/services/karriere-coaching',
    website: '',
    elapsed_ms: 42_000,
  });
  await post(page, '/api/contact/?language=en', {
    name: 'Cheap Pills',
    email: 'robot@spam.example',
    message: 'Buy now!!!',
    website: 'http://spam.example',
    elapsed_ms: 300,
  });

  // Subscribers: the new sign-up waits for its confirmation.
  await page.goto('/admin/subscribers');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnenten' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: SUBSCRIBER });
  await expect(row).toContainText('Ausstehend');
  await checkScreen(page, 'inbox-subscribers');
  await wholeOnAPhone(page);
  await page.getByRole('button', { name: `Löschen: ${SUBSCRIBER}` }).click();
  await expect(page.getByRole('alertdialog', { name: `${SUBSCRIBER} endgültig löschen?` })).toContainText(
    'DSGVO Art. 17',
  );
  await checkScreen(page, 'inbox-subscribers-delete');
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await page.getByLabel('Status').selectOption('unsubscribed');
  await expect(page.getByText('Kein Abonnent passt zu Suche und Filtern.')).toBeVisible();
  await expect(page).toHaveURL(/status=unsubscribed/);

  // Messages: the person's message is in "all", the robot's only in spam.
  await page.goto('/admin/messages');
  const message = page.getByRole('row').filter({ hasText: SENDER.name });
  await expect(message).toContainText(`Leistungsseite: ${SERVICE}`);
  await expect(message).toContainText('Neu');
  await expect(page.getByRole('row').filter({ hasText: 'Cheap Pills' })).toHaveCount(0);
  await checkScreen(page, 'inbox-messages');
  await wholeOnAPhone(page, 'Ordner');
  await page.getByRole('navigation', { name: 'Ordner' }).getByRole('link', { name: 'Spam' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Cheap Pills' })).toBeVisible();
  await checkScreen(page, 'inbox-messages-spam');

  await page.getByRole('navigation', { name: 'Ordner' }).getByRole('link', { name: 'Alle' }).click();
  await message.getByRole('link', { name: SENDER.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: SENDER.name })).toBeVisible();
  await expect(page.getByText(`Leistungsseite: ${SERVICE}`)).toBeVisible();
  // Opened, a new message is read.
  await expect(page.locator('main header')).toContainText('Gelesen');
  await page
    .getByLabel('Ihre Antwort')
    .fill('Guten Tag Herr Jansen,\n\ngern – passt Ihnen Dienstag um 10 Uhr?');
  await checkScreen(page, 'inbox-message');
  await page.getByRole('button', { name: 'Antwort senden' }).click();
  // No mail server on this console: it says the reply waits, and why (issue 24 point 2).
  await expect(page.getByText(/Ihre Antwort ist gespeichert, aber nicht verschickt/)).toBeVisible();
  await expect(page.locator('main header')).toContainText('Beantwortet');
  // The reply stays in the message's thread, saying where its mail stands (issue 24 point 1).
  const thread = page.getByRole('region', { name: 'Ihre Antworten' });
  await expect(thread).toContainText('passt Ihnen Dienstag um 10 Uhr?');
  await expect(thread).toContainText('Nicht verschickt – kein Mailserver eingerichtet');
  await checkScreen(page, 'inbox-message-thread');

  // The outbox keeps the reply: no mail server is configured.
  await page.goto('/admin/outbox');
  await expect(page.getByRole('region', { name: 'Kein Mailserver eingerichtet' })).toBeVisible();
  const reply = page.getByRole('row').filter({ hasText: SENDER.email });
  await expect(reply).toContainText('Ihre Antwort auf eine Nachricht');
  await expect(reply).toContainText('Nicht gesendet – kein Mailserver eingerichtet');
  await checkScreen(page, 'inbox-outbox');
  await wholeOnAPhone(page, 'E-Mails nach Status');
  await reply.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/passt Ihnen Dienstag um 10 Uhr/)).toBeVisible();
  await expect(dialog.getByText(/> ich möchte mich beruflich neu orientieren/)).toBeVisible();
  await checkScreen(page, 'inbox-outbox-email');
  await dialog.getByRole('button', { name: 'Erneut senden' }).click();
  await expect(dialog.getByText(/wieder eingereiht/)).toBeVisible();
});
