/**
 * Every console screen and state, from the real server's page with a stand-in admin API
 * (support/stand-in-api.ts): 0 axe violations and nothing wider than a 390 px phone, in light and
 * dark, each photographed to test-results/admin-screens/. The journeys beside this file go through
 * the same screens against the real API.
 */
import { expect, test } from '../fixtures';
import { shownAfterRetries } from './support/retries';
import { checkScreen } from './support/screens';
import { STAND_IN_EDITOR, STAND_IN_OWNER, standInApi } from './support/stand-in-api';

test.describe('console screens (stand-in API)', () => {
  // Each screen is checked four times (two sizes, two schemes): the longer flows need the time.
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  test('sign-in, its lockout and its second step', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of (401|429)/);
    const api = await standInApi(page, { user: null, login: 'locked' });
    await page.goto('/admin/sign-in');
    await page.getByLabel('E-Mail-Adresse').fill('inhaberin@beispiel.test');
    await page.getByLabel('Passwort', { exact: true }).fill('irgendein Passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Zu viele Versuche')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    await checkScreen(page, 'stand-in-sign-in-locked');

    api.login = 'second-factor';
    await page.reload();
    await page.getByLabel('E-Mail-Adresse').fill('inhaberin@beispiel.test');
    await page.getByLabel('Passwort', { exact: true }).fill('irgendein Passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    await checkScreen(page, 'stand-in-sign-in-second-factor');
  });

  test('the start page with nothing left to do, as an editor', async ({ page }) => {
    await standInApi(page, { user: STAND_IN_EDITOR, overview: 'none' });
    await page.goto('/admin/');
    await expect(page.getByText('Nichts mehr zu tun: Ihre Website ist vollständig.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Die letzten 7 Tage' })).toHaveCount(0);
    await checkScreen(page, 'stand-in-home-nothing-to-do');
  });

  test('no owner yet: the sign-in page points to the setup link', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 401/);
    await standInApi(page, { user: null, ownerExists: false });
    await page.goto('/admin/sign-in');
    await expect(page.getByText(/noch keine Inhaberin/)).toBeVisible();
    await checkScreen(page, 'stand-in-sign-in-no-owner');
  });

  test('setup and invitation pages, with and without a token', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 401/);
    await standInApi(page, { user: null, ownerExists: false });
    await page.goto('/admin/setup?token=stand-in-setup-token-0123456789');
    await page.getByRole('button', { name: 'Inhaber-Konto anlegen' }).click();
    await expect(page.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();
    await checkScreen(page, 'stand-in-setup-errors');
    await page.goto('/admin/setup');
    await expect(page.getByRole('alert')).toContainText('Einrichtungslink');
    await checkScreen(page, 'stand-in-setup-no-token');
    await page.goto('/admin/invitation?token=stand-in-invitation-token-0123456789');
    await page.getByLabel('Passwort', { exact: true }).fill('kurz');
    await checkScreen(page, 'stand-in-invitation');
  });

  test('home, mobile navigation, profile with two-factor set-up and recovery codes', async ({ page }) => {
    await standInApi(page);
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: 'Hallo, Hanna Hof' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fehlende Texte ansehen' })).toBeVisible();
    await checkScreen(page, 'stand-in-home');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation der Verwaltung' })).toBeVisible();
    await checkScreen(page, 'stand-in-navigation-drawer');
    await page.keyboard.press('Escape');

    await page.goto('/admin/profile');
    await page.getByRole('button', { name: 'Anmeldung in zwei Schritten einrichten' }).click();
    const ask = page.getByRole('dialog', { name: 'Anmeldung in zwei Schritten einrichten' });
    await ask.getByLabel('Aktuelles Passwort').fill('ein ruhiger Fluss');
    await checkScreen(page, 'stand-in-profile-two-factor-password');
    await ask.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('img', { name: 'QR-Code für Ihre Authenticator-App' })).toBeVisible();
    await checkScreen(page, 'stand-in-profile-two-factor');
    await page.getByLabel('Code aus der App').fill('123456');
    await page.getByRole('button', { name: 'Einschalten' }).click();
    await expect(page.getByRole('region', { name: 'Ihre Wiederherstellungscodes' })).toBeVisible();
    await checkScreen(page, 'stand-in-profile-recovery-codes');
  });

  test('unsaved changes and an ended session keep what was typed', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 401/);
    const api = await standInApi(page);
    await page.goto('/admin/profile');
    await page.getByLabel('Name', { exact: true }).fill('Hanna Hof-Berger');
    await page
      .getByRole('navigation', { name: 'Navigation der Verwaltung' })
      .getByRole('link', { name: 'Übersicht' })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Ohne Speichern verlassen?' })).toBeVisible();
    await checkScreen(page, 'stand-in-unsaved-changes');
    await page.getByRole('button', { name: 'Hierbleiben' }).click();

    api.sessionEnded = true;
    await page.getByRole('button', { name: 'Speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ihre Sitzung ist abgelaufen' });
    await expect(dialog).toBeVisible();
    await checkScreen(page, 'stand-in-session-ended');
    await dialog.getByLabel('Passwort', { exact: true }).fill('das richtige Passwort');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Hanna Hof-Berger');
  });

  test('content and texts: empty, failing, an item that cannot be loaded', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/);
    await page.clock.install();
    await standInApi(page);
    let answer: 'empty' | 'fail' = 'empty';
    const failed = { message: 'Der Server antwortet gerade nicht.' };
    // The content lists (plain and with documents) and one service, as the contract says.
    await page.route(
      (url) => /^\/api\/admin\/(services|managed-texts)\/$/.test(url.pathname),
      (route) =>
        route.fulfill({
          status: answer === 'fail' ? 503 : 200,
          contentType: 'application/json',
          body: JSON.stringify(answer === 'fail' ? failed : { count: 0, results: [] }),
        }),
    );
    await page.route(
      (url) => url.pathname === '/api/admin/services/7/',
      (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(failed) }),
    );
    await page.goto('/admin/content/services');
    await expect(page.getByText('Hier ist noch nichts.')).toBeVisible();
    await checkScreen(page, 'stand-in-content-empty');
    await page.goto('/admin/texts');
    await expect(page.getByRole('heading', { level: 1, name: 'Texte' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0);
    await checkScreen(page, 'stand-in-texts-empty');

    answer = 'fail';
    const failedText = page.getByText('Der Server antwortet gerade nicht.');
    await page.goto('/admin/content/services');
    await shownAfterRetries(page, failedText);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await checkScreen(page, 'stand-in-content-failed');
    await page.goto('/admin/texts');
    await shownAfterRetries(page, failedText);
    await checkScreen(page, 'stand-in-texts-failed');
    await page.goto('/admin/content/services/7');
    await shownAfterRetries(page, failedText);
    await checkScreen(page, 'stand-in-content-item-failed');
  });

  test('users: list, invitation, loading and failure', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 503/);
    await page.clock.install();
    const api = await standInApi(page);
    await page.goto('/admin/users');
    await expect(page.getByText('emil.redaktion@beispiel.test')).toBeVisible();
    await checkScreen(page, 'stand-in-users');
    await page.getByRole('button', { name: 'Aktionen für Emil Redaktion' }).click();
    await checkScreen(page, 'stand-in-users-actions');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Jemanden einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jemanden einladen' });
    await dialog.getByLabel('Name').fill('Mia Muster');
    await dialog.getByLabel('E-Mail-Adresse').fill('mia@beispiel.test');
    await dialog.getByRole('button', { name: 'Einladung erstellen' }).click();
    await expect(page.getByRole('dialog', { name: 'Einladung erstellt' })).toBeVisible();
    await checkScreen(page, 'stand-in-users-invitation');
    await page.keyboard.press('Escape');

    api.users = [STAND_IN_OWNER];
    await page.reload();
    await expect(page.getByText(/Außer Ihnen kann sich noch niemand anmelden/)).toBeVisible();
    await checkScreen(page, 'stand-in-users-empty');
    api.users = 'wait';
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Benutzer', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toBeVisible();
    await checkScreen(page, 'stand-in-users-loading');
    api.users = 'fail';
    await page.reload();
    await shownAfterRetries(
      page,
      page.getByRole('alert').filter({ hasText: 'Die Liste konnte nicht geladen werden.' }),
    );
    await checkScreen(page, 'stand-in-users-failed');
  });

  test('audit log: entries, empty; an editor is refused', async ({ page }) => {
    const api = await standInApi(page);
    await page.goto('/admin/audit');
    await expect(page.getByRole('table', { name: 'Protokolleinträge' })).toBeVisible();
    await checkScreen(page, 'stand-in-audit');
    api.audit = 'empty';
    await page.reload();
    await expect(page.getByText('Bisher wurde nichts protokolliert.')).toBeVisible();
    await checkScreen(page, 'stand-in-audit-empty');
    api.user = STAND_IN_EDITOR;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Für Sie nicht verfügbar' })).toBeVisible();
    await checkScreen(page, 'stand-in-audit-refused-editor');
  });

  test('an unknown console page', async ({ page }) => {
    await standInApi(page);
    await page.goto('/admin/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await checkScreen(page, 'stand-in-not-found');
  });
});
