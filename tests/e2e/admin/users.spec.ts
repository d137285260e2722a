/**
 * Issue 13: the owner invites an editor, who accepts the invitation and is refused on the users
 * page (owner only); the owner then disables and deletes the account (after confirming), and the
 * audit log shows what happened.
 */
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { checkScreen } from './support/screens';

test('an invited editor signs up and is refused on the users page; the owner manages the account', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(NOT_SIGNED_IN);
  await page.goto('/admin/users');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Benutzer' })).toBeVisible();
  await checkScreen(page, 'users');

  await page.getByRole('button', { name: 'Jemanden einladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Jemanden einladen' });
  await dialog.getByLabel('Name').fill('Emil Editor');
  await dialog.getByLabel('E-Mail-Adresse').fill('emil@wegweiser.test');
  await checkScreen(page, 'users-invite');
  await dialog.getByRole('button', { name: 'Einladung erstellen' }).click();
  const created = page.getByRole('dialog', { name: 'Einladung erstellt' });
  const link = await created.getByLabel('Einladungslink').inputValue();
  expect(link).toMatch(/\/admin\/invitation\?token=[A-Za-z0-9_-]+$/);
  await checkScreen(page, 'users-invitation-created');
  await created.getByRole('button', { name: 'Schließen', exact: true }).first().click();
  await expect(page.getByText('emil@wegweiser.test')).toBeVisible();

  await page.getByRole('button', { name: /^Kontomenü von / }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Einladung annehmen' })).toBeVisible();
  await checkScreen(page, 'invitation');
  await page.getByLabel('Ihr Name').fill('Emil Editor');
  await page.getByLabel('Passwort', { exact: true }).fill('ein ruhiger Fluss im Herbst');
  await page.getByRole('button', { name: 'Mein Konto anlegen' }).click();
  await expect(page.getByRole('heading', { name: 'Hallo, Emil Editor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Benutzer' })).toHaveCount(0);
  await checkScreen(page, 'home-editor');

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Für Sie nicht verfügbar' })).toBeVisible();
  await checkScreen(page, 'users-refused-editor');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Für Sie nicht verfügbar' })).toBeVisible();

  await page.getByRole('button', { name: 'Kontomenü von Emil Editor' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await signIn(page);
  // Signed in before the next page load (it would otherwise race the sign-in's answer).
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo, / })).toBeVisible();
  await page.goto('/admin/users');
  const actions = page.getByRole('button', { name: 'Aktionen für Emil Editor' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Sperren' }).click();
  await expect(page.getByText('Gesperrt')).toBeVisible();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Emil Editor löschen?' });
  await checkScreen(page, 'users-delete-confirm');
  // A double click deletes once and says nothing of "not found" (issue 24 point 3).
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  await confirm.getByRole('button', { name: 'Löschen' }).dblclick();
  await expect(page.getByText('emil@wegweiser.test')).toHaveCount(0);
  await expect(confirm).toBeHidden();
  expect(deletes).toHaveLength(1);
  await expect(page.getByText(/Nicht gefunden/)).toHaveCount(0);

  await page.goto('/admin/audit');
  const log = page.getByRole('table', { name: 'Protokolleinträge' });
  await expect(log).toBeVisible();
  // Each entry about Emil names him, even after his account is gone (issue 24 point 7, decision 096).
  for (const sentence of [
    /Emil Editor \(emil@wegweiser\.test\) in die Verwaltung eingeladen \(Rolle: Redaktion\)/,
    /Konto von Emil Editor \(emil@wegweiser\.test\) gesperrt/,
    /Konto von Emil Editor \(emil@wegweiser\.test\) gelöscht/,
  ])
    await expect(log.getByRole('cell', { name: sentence })).toBeVisible();
  await checkScreen(page, 'audit');
});
