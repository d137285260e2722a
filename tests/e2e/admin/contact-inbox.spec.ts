/**
 * Issue 14 points 3 and 5, issue 24 point 1: a message from the contact form reaches the owner
 * through a real SMTP server at her own sign-in address — not the imprint's — answerable straight
 * to the visitor, with the service it came from in words; the console's inbox lists it and shows
 * its context. The visitor takes longer than the 3 s a bot would not, and leaves the honeypot
 * empty, so the message is no spam (spam gets no notification).
 */
import { mailTo } from '../support/mailbox';
import { NOT_SIGNED_IN, OWNER, signIn } from './support/console-server';
import { expect, test } from './support/mail-server';

const BUSINESS_EMAIL = 'praxis.e2e@wegweiser.test';
const SERVICE = 'Karriere- & Neuorientierungs-Coaching';
const SENDER = { name: 'Jonas Beispiel', email: 'jonas.e2e@example.com' };

test('a message about a service reaches the owner’s own address and the console inbox', async ({
  page,
  smtp,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(NOT_SIGNED_IN);
  // Timers and performance.now() on Playwright's clock: the time the form is open, without a sleep.
  await page.clock.install();

  // The imprint's address is for visitors; the notification does not go there.
  await page.goto('/admin/settings');
  await signIn(page);
  const business = page.getByRole('region', { name: 'Unternehmensangaben / Impressum' });
  await business.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(BUSINESS_EMAIL);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert. Die Website zeigt es jetzt.')).toBeVisible();

  // A visitor on the service's page follows its contact link and lands on the form with its context.
  await page.goto('/services/karriere-coaching');
  await page.locator('main').getByRole('link', { name: 'Kontakt aufnehmen' }).click();
  await expect(page).toHaveURL(/\/contact\?context=service_detail&service_name=/);
  const main = page.locator('main');
  await expect(main).toContainText(`Ihre Anfrage zu: ${SERVICE}`);
  await main.getByLabel('Name', { exact: true }).fill(SENDER.name);
  await main.getByLabel('E-Mail-Adresse', { exact: true }).fill(SENDER.email);
  await main
    .getByLabel('Ihre Nachricht', { exact: true })
    .fill('Guten Tag, ich möchte mich beruflich neu orientieren. Haben Sie im März Termine frei?');
  // A person takes a while; a bot sends within 3 s and is kept as spam, unannounced.
  await page.clock.fastForward(4_000);
  await main.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(main.getByRole('status')).toContainText('Vielen Dank für Ihre Nachricht!');

  // The notification reaches the owner's sign-in address and names the service in words.
  const mail = await mailTo(smtp, OWNER.email);
  expect(mail.subject).toBe(`Neue Nachricht von ${SENDER.name} – Leistungsseite: ${SERVICE}`);
  expect(mail.replyTo?.value.map((address) => address.address)).toEqual([SENDER.email]);
  expect(mail.from?.value[0]?.name).toBe(`${SENDER.name} über Wegweiser Coaching`);
  const text = mail.text ?? '';
  expect(text).toContain(`E-Mail: ${SENDER.email}`);
  expect(text).toContain(`Gesendet von: Leistungsseite: ${SERVICE}`);
  expect(text).not.toContain('service_detail');
  expect(text).toContain('Seite: /contact');
  expect(smtp.received.some((sent) => JSON.stringify(sent.to).includes(BUSINESS_EMAIL))).toBe(false);
  expect(text).toContain('Haben Sie im März Termine frei?');

  // The owner finds it in the console's inbox; opened, it shows where it came from.
  await page.goto('/admin/messages');
  const row = page.getByRole('row').filter({ hasText: SENDER.name });
  await expect(row).toBeVisible();
  await row.getByText(SENDER.name).click();
  const detail = page.locator('main');
  await expect(detail.getByText(SERVICE)).toBeVisible();
  // The context in the console's words (a service's page), not the API's code.
  await expect(detail.getByText(/Leistung/).first()).toBeVisible();
});
