/**
 * Issue 14 point 5: the newsletter's mail leaves through a real SMTP server. A visitor of the French
 * site subscribes in the footer, the double opt-in mail arrives in French (text and HTML) with both
 * List-Unsubscribe fields, the visitor confirms in the browser, the owner sees the subscriber
 * confirmed in the console, an RFC 8058 one-click unsubscribe (as a mail client sends it) follows,
 * and the console shows the subscriber unsubscribed.
 */
import { mailTo, openMailLink, rawHeader } from '../support/mailbox';
import { NOT_SIGNED_IN, signIn } from './support/console-server';
import { expect, test } from './support/mail-server';

const VISITOR = 'claire.e2e@example.com';
const MAIL_LINK = (kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`http://[^\\s/]+/api/newsletter/${kind}/[A-Za-z0-9_-]+/`);

test('a French double opt-in mail arrives, is confirmed in the browser, and a one-click unsubscribe follows', async ({
  page,
  request,
  smtp,
  site,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(NOT_SIGNED_IN);

  // The visitor, on the French site, subscribes in the footer.
  await page.goto('/?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const block = page.locator('footer [data-newsletter]');
  await block.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(VISITOR);
  await block.getByRole('button', { name: 'S’abonner' }).click();
  await expect(block.locator('[data-newsletter-message="success"]')).toHaveText(/^Presque terminé !/);

  // The double opt-in mail, in French, as text, with both List-Unsubscribe fields.
  const mail = await mailTo(smtp, VISITOR);
  expect(mail.from?.value).toEqual([{ address: 'news@wegweiser.test', name: 'Wegweiser' }]);
  expect(mail.subject).toMatch(/^Veuillez confirmer votre inscription à la newsletter de \S/);
  const text = mail.text ?? '';
  expect(text).toContain('Veuillez confirmer votre inscription en cliquant sur ce lien');
  expect(text).toContain('Se désinscrire de la newsletter :');
  const confirmLink = MAIL_LINK('confirm').exec(text)?.[0] ?? '';
  const unsubscribeLink = MAIL_LINK('unsubscribe').exec(text)?.[0] ?? '';
  // Beside the text, an HTML part in French with both links clickable.
  const html = String(mail.html);
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain(`<a href="${confirmLink}"`);
  expect(html).toContain(`<a href="${unsubscribeLink}"`);
  expect(new URL(confirmLink).origin).toBe(site.url);
  expect(rawHeader(mail, 'List-Unsubscribe')).toBe(`<${unsubscribeLink}>`);
  expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // Opening the link changes nothing by itself (mail scanners follow links); the button confirms.
  await openMailLink(page, confirmLink);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: "Confirmer l'inscription" }).click();
  await expect(page.getByText('Merci ! Votre inscription à la newsletter est confirmée.')).toBeVisible();

  // The owner sees the subscriber confirmed.
  await page.goto('/admin/subscribers');
  await signIn(page);
  const row = page.getByRole('row').filter({ hasText: VISITOR });
  await expect(row).toContainText('Bestätigt');

  // RFC 8058 one-click, as a mail client sends it from the List-Unsubscribe header (no cookies).
  const oneClick = await request.post(unsubscribeLink, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);

  await page.reload();
  await expect(row).toContainText('Abgemeldet');
});
