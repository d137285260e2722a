/**
 * Issue 13 point 10: signing in, the message for a wrong password, and signing out (which ends the
 * session: the console then asks to sign in again). Every screen passes axe at phone and desktop
 * width, light and dark.
 */
import { expect, NOT_SIGNED_IN, OWNER, signIn, test } from './support/console-server';
import { checkScreen } from './support/screens';

test.describe('signing in and out', () => {
  test('a console page asks to sign in, then opens; signing out ends the session', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Three screens, each at phone and desktop width in light and dark with axe: about 30 s alone.
    test.setTimeout(120_000);
    allowConsoleErrors(NOT_SIGNED_IN);
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/sign-in\?redirect=%2Faudit$/);
    await checkScreen(page, 'sign-in');

    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Protokoll' })).toBeVisible();
    await page.getByRole('link', { name: 'Wegweiser · Verwaltung' }).click();
    await expect(page.getByRole('heading', { name: /^Hallo, / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Impressum bearbeiten' })).toBeVisible();
    await checkScreen(page, 'home');

    await page.getByRole('button', { name: /^Kontomenü von / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await checkScreen(page, 'user-menu');
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

    // The session is gone on the server too: a reload does not bring it back.
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });

  test('the start page lists what the installed site still needs, and its links open the fix', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Issue 24 point 2: no mail server, demo data in the imprint and privacy policy (the seed's).
    allowConsoleErrors(NOT_SIGNED_IN);
    await page.goto('/admin/');
    await signIn(page);
    const openTasks = page.getByRole('region', { name: 'Noch zu tun' });
    await expect(openTasks.getByText(/^Es ist noch kein Mailserver eingerichtet/)).toBeVisible();
    await expect(
      openTasks.getByText('Ihr Impressum zeigt noch die Demodaten (Name, Anschrift, Telefon).'),
    ).toBeVisible();
    await expect(
      openTasks.getByText('Ihre Datenschutzerklärung zeigt noch die Demodaten (Name, Anschrift, Telefon).'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Die letzten 7 Tage' }).getByRole('link')).toHaveCount(3);

    await openTasks.getByRole('link', { name: 'Ansehen, was wartet' }).click();
    await expect(page.getByRole('heading', { name: 'Kein Mailserver eingerichtet' })).toBeVisible();
    await page.goBack();
    await openTasks.getByRole('link', { name: 'Impressum bearbeiten' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/legal-pages\/[^/]+$/);
    await expect(page.getByRole('textbox', { name: /^Titel: Deutsch/ })).toHaveValue('Impressum');
  });

  test('a wrong password says so, keeps the email and empties the password field', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 40[01]/);
    await page.goto('/admin/sign-in');
    await signIn(page, { email: OWNER.email, password: 'not the password at all' });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(OWNER.email);
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Passwort', { exact: true })).toBeFocused();
    await checkScreen(page, 'sign-in-wrong-password');
    // The right password still works afterwards.
    await signIn(page);
    await expect(page.getByRole('heading', { name: /^Hallo, / })).toBeVisible();
  });

  test('the console speaks the browser’s language before sign-in and can switch it', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_SIGNED_IN);
    await page.goto('/admin/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByLabel('Sprache').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
