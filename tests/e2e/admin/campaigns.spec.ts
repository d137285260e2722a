/**
 * Issue 14 point 5: a campaign to the German list reaches only confirmed German subscribers, once
 * each (decision 059). Visitors sign up through the site's own requests — two German and one French
 * confirm from their double opt-in mails, a third German does not —; the owner opens "Newsletter
 * versenden", writes a German newsletter in markdown, sends a test to themselves, then sends to the
 * list after a confirmation naming two recipients, and watches it reach "sent". The real SMTP server
 * receives one mail per confirmed German address, with a text and an HTML part (no image, no
 * script) and the List-Unsubscribe fields. Each campaign screen passes axe at 390 and 1440 px,
 * light and dark, and is photographed (support/screens.ts).
 */
import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { mailTo, rawHeader, type TestSmtpServer } from '../support/mailbox';
import { NOT_SIGNED_IN, OWNER, signIn } from './support/console-server';
import { expect, test } from './support/mail-server';
import { checkScreen } from './support/screens';

const GERMAN = ['greta.e2e@beispiel.test', 'hannes.e2e@beispiel.test'];
const GERMAN_PENDING = 'ida.e2e@beispiel.test';
const FRENCH = 'juliette.e2e@exemple.test';

const SUBJECT = 'Neues aus der Praxis: Frühling 2027';
const MARKDOWN = [
  '## Termine im Frühling',
  '',
  'Ab April biete ich **Abendtermine** an.',
  '',
  'Mehr dazu [auf der Website](https://wegweiser.test/services/).',
].join('\n');

const CONFIRM_LINK = /http:\/\/[^\s/]+\/api\/newsletter\/confirm\/[A-Za-z0-9_-]+\//;

test.use({
  // Four sign-ups and three confirmations from one address, and the mails one after another quickly.
  siteEnv: { RATE_LIMIT_NEWSLETTER_PER_MINUTE: '100', MAIL_CAMPAIGN_PER_MINUTE: '600' },
});

/** A same-origin JSON request from the site's page, as its own forms send it (Origin included). */
async function post(page: Page, url: string, body: unknown = {}) {
  const status = await page.evaluate(
    async ([target, payload]) =>
      (
        await fetch(target as string, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        })
      ).status,
    [url, body] as const,
  );
  expect(status, url).toBeLessThan(300);
}

const addressesOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address?.toLowerCase() ?? ''));

const mailsTo = (smtp: TestSmtpServer, address: string) =>
  smtp.received.filter((mail) => addressesOf(mail).includes(address));

test('a German campaign reaches the confirmed German subscribers only, once each', async ({
  page,
  smtp,
  allowConsoleErrors,
}) => {
  // Set-up, six screens in four variants with axe, and the mail: the journey itself is ~30 s.
  test.setTimeout(240_000);
  allowConsoleErrors(NOT_SIGNED_IN);

  // Sign-ups, as the footer form sends them, and the confirmations from the mails.
  await page.goto('/');
  for (const email of [...GERMAN, GERMAN_PENDING])
    await post(page, '/api/newsletter/subscribe/?language=de', { email });
  await post(page, '/api/newsletter/subscribe/?language=fr', { email: FRENCH });
  for (const email of [...GERMAN, FRENCH]) {
    const link = CONFIRM_LINK.exec((await mailTo(smtp, email)).text ?? '')?.[0];
    expect(link, `confirmation link for ${email}`).toBeDefined();
    await post(page, link ?? '');
  }
  await mailTo(smtp, GERMAN_PENDING);
  const beforeCampaign = smtp.received.length;

  // The owner opens the campaigns from the navigation: none yet.
  await page.goto('/admin/');
  await signIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Newsletter versenden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter-Aussendungen' })).toBeVisible();
  await expect(page.getByText('Noch keine Aussendungen.')).toBeVisible();
  await checkScreen(page, 'campaigns-empty');

  // A German newsletter in markdown, with the site's preview.
  await page.getByRole('link', { name: 'Neuer Newsletter' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neuer Newsletter' })).toBeVisible();
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
  await page.getByLabel('Betreff').fill(SUBJECT);
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(MARKDOWN);
  const preview = page.getByRole('region', { name: 'Vorschau von „Text“, wie die Website es zeigt' });
  await expect(preview.getByRole('heading', { name: 'Termine im Frühling' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Abendtermine');
  await expect(preview.getByRole('link', { name: 'auf der Website' })).toBeVisible();
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/campaigns\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter bearbeiten' })).toBeVisible();
  await checkScreen(page, 'campaign-editor');

  // The test goes to the owner alone.
  await page.getByRole('button', { name: 'Test an mich senden' }).click();
  await expect(page.getByText(`Der Test ist unterwegs an ${OWNER.email}.`)).toBeVisible();
  const testMail = await mailTo(smtp, OWNER.email);
  expect(testMail.subject).toBe(`[Test] ${SUBJECT}`);
  expect(smtp.received.slice(beforeCampaign).flatMap(addressesOf)).toEqual([OWNER.email]);

  // The send, after a confirmation that names the two confirmed German subscribers.
  await page.getByRole('button', { name: 'An 2 bestätigte Abonnenten auf Deutsch senden' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Diesen Newsletter jetzt versenden?' });
  await expect(dialog).toContainText('Er geht an 2 bestätigte Abonnenten auf Deutsch, an jeden einmal.');
  await checkScreen(page, 'campaign-send-confirm');
  await dialog.getByRole('button', { name: 'An 2 senden' }).click();
  await expect(dialog).toBeHidden();

  // The progress view updates by itself until both mails are sent.
  await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Fortschritt' });
  await expect(progress.getByRole('progressbar', { name: 'Versendete E-Mails' })).toHaveAttribute(
    'aria-valuenow',
    '2',
    { timeout: 30_000 },
  );
  await expect(progress.getByText(/^Abgeschlossen am /)).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, 'campaign-sent');

  // The list shows the campaign sent.
  await page.getByRole('link', { name: '← Alle Aussendungen' }).click();
  const row = page
    .getByRole('list', { name: 'Aussendungen' })
    .getByRole('listitem')
    .filter({ hasText: SUBJECT });
  await expect(row).toContainText('Versendet');
  await expect(row).toContainText('2 von 2 versendet');
  await checkScreen(page, 'campaigns-list');

  // At the mail server: one campaign mail to each confirmed German address, none to anyone else.
  const campaignMails = smtp.received.slice(beforeCampaign).filter((mail) => mail.subject === SUBJECT);
  expect(campaignMails.flatMap(addressesOf).sort()).toEqual([...GERMAN].sort());
  for (const address of [GERMAN_PENDING, FRENCH])
    expect(mailsTo(smtp, address).filter((mail) => mail.subject === SUBJECT)).toEqual([]);
  for (const mail of campaignMails) {
    const text = mail.text ?? '';
    expect(text).toContain('**Abendtermine**');
    expect(text).toContain('Vom Newsletter abmelden');
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('<strong>Abendtermine</strong>');
    expect(html).toContain('href="https://wegweiser.test/services/"');
    expect(html).not.toMatch(/<img|<script/i);
    const unsubscribe = rawHeader(mail, 'List-Unsubscribe') ?? '';
    expect(unsubscribe).toMatch(/^<http:\/\/[^\s>]+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+\/>$/);
    expect(html).toContain(unsubscribe.slice(1, -1));
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  }
  // Each subscriber has an unsubscribe link of their own.
  expect(new Set(campaignMails.map((mail) => rawHeader(mail, 'List-Unsubscribe'))).size).toBe(2);
});
