/**
 * Issue 13 point 10: the first owner from the one-time setup link that a server without an owner
 * writes to its log, then signing out and in with the new account.
 */

import {
  expect,
  NOT_SIGNED_IN,
  signIn,
  startConsoleServer,
  startPageLoaded,
  test,
} from './support/console-server';
import { checkScreen } from './support/screens';

const SETUP_LINK = /\/admin\/setup\?token=[A-Za-z0-9_-]+/;

test('the first owner is created from the setup link in the server log', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  allowConsoleErrors(NOT_SIGNED_IN);
  let output = '';
  const server = await startConsoleServer(
    { LOG_LEVEL: 'info' },
    {
      // A first start for real: initdb, the migrations and the seed on an empty folder.
      fresh: true,
      onOutput: (text) => {
        output += text;
      },
    },
  );
  try {
    await expect.poll(() => SETUP_LINK.exec(output)?.[0], { timeout: 10_000 }).toBeTruthy();
    const link = SETUP_LINK.exec(output)?.[0] ?? '';

    await page.goto(`${server.url}${link}`);
    await expect(page.getByRole('heading', { name: 'Verwaltung einrichten' })).toBeVisible();
    await checkScreen(page, 'setup');
    await page.getByLabel('Ihr Name').fill('Hanna Hof');
    await page.getByLabel('E-Mail-Adresse').fill('hanna@wegweiser.test');
    await page.getByLabel('Passwort', { exact: true }).fill('lauter leise Wellen am Morgen');
    await page.getByRole('button', { name: 'Inhaber-Konto anlegen' }).click();
    await expect(page.getByRole('heading', { name: 'Hallo, Hanna Hof' })).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/admin/`);

    // The link worked once: now the site has an owner.
    await page.goto(`${server.url}${link}`);
    await expect(page.getByText('Diese Website hat bereits ein Inhaber-Konto.')).toBeVisible();

    await page.goto(`${server.url}/admin/`);
    await page.getByRole('button', { name: 'Kontomenü von Hanna Hof' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await signIn(page, { email: 'hanna@wegweiser.test', password: 'lauter leise Wellen am Morgen' });
    await expect(page.getByRole('heading', { name: 'Hallo, Hanna Hof' })).toBeVisible();
    await startPageLoaded(page);
  } finally {
    await server.stop();
  }
});
