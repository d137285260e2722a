/**
 * Issue 14 points 3 and 4 (decision 061): the owner shortens how long contact messages are kept in
 * Settings → Datenschutz & Aufbewahrung, and how long booked appointments are (decision 111); the
 * page says when it applies, and it keeps the periods after a reload. Checked (axe, no overflow) and photographed at 390 and 1440 px, light and dark.
 */
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { checkScreen } from './support/screens';

test('the owner sets how long contact messages and appointments are kept, and it stays set', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  allowConsoleErrors(NOT_SIGNED_IN);
  await page.goto('/admin/settings/retention');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutz & Aufbewahrung' })).toBeVisible();
  await checkScreen(page, 'retention');

  const contact = page.getByRole('spinbutton', { name: 'Kontaktnachrichten aufbewahren für (Tage)' });
  await expect(contact).toHaveValue('');
  await expect(page.getByText('Jetzt: die Voreinstellung von 183 Tagen.')).toBeVisible();
  await contact.fill('30');
  const bookings = page.getByRole('spinbutton', {
    name: 'Termine: Daten löschen nach … Tagen nach dem Termin',
  });
  await expect(page.getByText('Jetzt: die Voreinstellung von 365 Tagen.')).toBeVisible();
  await bookings.fill('90');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Gespeichert. Die nächste stündliche Bereinigung verwendet diese Fristen.'),
  ).toBeVisible();

  await page.reload();
  await expect(contact).toHaveValue('30');
  await expect(page.getByText('Jetzt: 30 Tage (die Voreinstellung wäre 183).')).toBeVisible();
  await expect(bookings).toHaveValue('90');
  await expect(page.getByText('Jetzt: 90 Tage (die Voreinstellung wäre 365).')).toBeVisible();
  await checkScreen(page, 'retention-own-periods');
  // Back to the defaults, so the journey leaves the database as it found it.
  await page.getByRole('button', { name: 'Voreinstellung verwenden' }).first().click();
  await page.getByRole('button', { name: 'Voreinstellung verwenden' }).last().click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Jetzt: die Voreinstellung von 183 Tagen.')).toBeVisible();
  await expect(page.getByText('Jetzt: die Voreinstellung von 365 Tagen.')).toBeVisible();
});
