/**
 * Issue 24 point 10 (decision 090): "Passwort vergessen" by mail. On a server of its own with a real
 * SMTP server, an editor asks for a link on the sign-in page (the address typed there comes along),
 * reads the mail, sets a new password through the link and signs in with it; the old password no
 * longer works and the link does not work twice. Without a mail server (the shared console server,
 * only read here) the sign-in page and the page for a forgotten password name the shell command.
 */
import type { Page } from '@playwright/test';
import { mailTo } from '../support/mailbox';
import { test as consoleTest, NOT_SIGNED_IN, OWNER, signIn } from './support/console-server';
import { expect, test } from './support/mail-server';
import { checkScreen } from './support/screens';

const EDITOR = {
  email: 'erika.reset@wegweiser.test',
  name: 'Erika Reset',
  password: 'ein stiller Wald im Mai 7',
};
const NEW_PASSWORD = 'ein heller Strand im Juli 9';
const RESET_LINK = /http:\/\/[^\s/]+\/admin\/reset-password\?token=[A-Za-z0-9_-]+/;
const COMMAND = 'npm run owner -- password --email <Ihre E-Mail-Adresse>';

/**
 * An editor of this journey's own, made through the API from the page (the owner invites, the
 * invitation is accepted); the page is signed out afterwards.
 */
async function addEditor(page: Page) {
  await page.goto('/admin/');
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo, / })).toBeVisible();
  const statuses = await page.evaluate(async (editor) => {
    const send = async (url: string, body: unknown, token: string) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrftoken': token },
          body: JSON.stringify(body),
        })
      ).status;
    const { csrftoken } = await (await fetch('/api/admin/auth/me/')).json();
    const invitation = await fetch('/api/admin/users/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrftoken },
      body: JSON.stringify({ email: editor.email, name: editor.name, role: 'editor' }),
    });
    const { invitation_url } = await invitation.json();
    const token = new URL(invitation_url).searchParams.get('token');
    const signedOut = await send('/api/admin/auth/logout/', {}, csrftoken);
    const anonymous = (await (await fetch('/api/csrf/')).json()).csrftoken;
    const accepted = await send(
      '/api/admin/auth/invitation/',
      { token, name: editor.name, password: editor.password },
      anonymous,
    );
    const { csrftoken: editorToken } = await (await fetch('/api/admin/auth/me/')).json();
    const editorOut = await send('/api/admin/auth/logout/', {}, editorToken);
    return [invitation.status, signedOut, accepted, editorOut];
  }, EDITOR);
  expect(statuses).toEqual([201, 204, 200, 204]);
}

test('an editor who forgot her password asks for a link, sets a new password with it and signs in; the old password and the used link no longer work', async ({
  page,
  smtp,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(NOT_SIGNED_IN);
  // The used link's refusal (400) and the old password's (401) are answers the journey provokes.
  allowConsoleErrors(/status of 400/);
  await addEditor(page);

  // On the sign-in page she types her address, then finds she has forgotten the password.
  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText(COMMAND)).toHaveCount(0);
  await page.getByLabel('E-Mail-Adresse').fill(EDITOR.email);
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(EDITOR.email);
  await checkScreen(page, 'forgot-password');
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Wenn es ein Konto mit dieser Adresse gibt, ist eine E-Mail mit einem Link unterwegs. Der Link gilt eine Stunde.',
  );
  await checkScreen(page, 'forgot-password-sent');

  // The mail: German (her console language), text and HTML with the one-time link.
  const mail = await mailTo(smtp, EDITOR.email);
  expect(mail.subject).toMatch(/^Neues Passwort für \S/);
  const text = mail.text ?? '';
  expect(text).toContain(`Guten Tag ${EDITOR.name},`);
  expect(text).toContain('Der Link gilt eine Stunde und nur einmal.');
  const link = RESET_LINK.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  expect(String(mail.html)).toContain(`<a href="${link}"`);
  const path = new URL(link).pathname + new URL(link).search;

  // The link: the new password twice, then sign in.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Neues Passwort wiederholen').fill(NEW_PASSWORD);
  await checkScreen(page, 'reset-password');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Ihr neues Passwort ist gespeichert.');
  await checkScreen(page, 'reset-password-done');
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();

  // The old password no longer works; the new one does.
  await signIn(page, { email: EDITOR.email, password: EDITOR.password });
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  await signIn(page, { email: EDITOR.email, password: NEW_PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: `Hallo, ${EDITOR.name}` })).toBeVisible();

  // The link works once: opened again, it says so and offers a new one.
  await page.getByRole('button', { name: `Kontomenü von ${EDITOR.name}` }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.goto(path);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('noch ein ganz anderes Passwort');
  await page.getByLabel('Neues Passwort wiederholen').fill('noch ein ganz anderes Passwort');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.getByRole('alert')).toContainText('Dieser Link funktioniert nicht mehr');
  await checkScreen(page, 'reset-password-link-invalid');
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
});

consoleTest(
  'without a mail server, the sign-in page and the page for a forgotten password name the shell command',
  async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(NOT_SIGNED_IN);
    await page.goto('/admin/sign-in');
    const note = page.getByRole('region', { name: 'Passwort vergessen?' });
    await expect(note).toContainText('Diese Website kann noch keine E-Mails senden');
    await expect(note.locator('code')).toHaveText(COMMAND);
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveCount(0);
    // Her address typed above goes into the command, ready to hand on.
    await page.getByLabel('E-Mail-Adresse').fill('Erika@Example.org');
    await expect(note.locator('code')).toHaveText('npm run owner -- password --email erika@example.org');
    await checkScreen(page, 'sign-in-no-mail');

    await page.goto('/admin/forgot-password');
    const explained = page.getByRole('region', { name: 'So bekommen Sie ein neues Passwort' });
    await expect(explained).toContainText('Diese Website kann noch keine E-Mails senden');
    await expect(explained.locator('code')).toHaveText(COMMAND);
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveCount(0);
    await checkScreen(page, 'forgot-password-no-mail');
  },
);
