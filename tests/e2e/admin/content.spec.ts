/**
 * Issue 13: the owner changes the offer and the public site shows it. A service's German title is
 * changed, saved and published, then its French one; each is seen on a fresh load of the public
 * page. A new service is created through the "new item" dialog, published and found in /services.
 */
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';

const SLUG = 'kostenloses-erstgespraech';

test.describe('editing the offer', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner edits a service in two languages and creates a new one', async ({
    page,
    browser,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_SIGNED_IN);
    await page.goto('/admin/');
    await signIn(page);
    await expect(page.getByRole('heading', { name: /^Hallo, / })).toBeVisible();

    // Angebot → Leistungen → the free introductory call.
    const offer = page.getByRole('heading', { level: 2, name: 'Angebot' }).locator('xpath=..');
    await offer.getByRole('link', { name: 'Leistungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leistungen' })).toBeVisible();
    await page.getByRole('link', { name: 'Kostenloses Erstgespräch' }).click();
    const german = page.getByRole('textbox', { name: 'Titel: Deutsch · Standardsprache' });
    await expect(german).toHaveValue('Kostenloses Erstgespräch');

    await german.fill('Unverbindliches Kennenlernen');
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();
    await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
    await expect(page.getByText(/^Veröffentlicht: /)).toBeVisible();

    // A fresh page in a browser of its own: nothing of the console's session or cache.
    const visitor = await browser.newPage();
    await visitor.goto(`/services/${SLUG}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Unverbindliches Kennenlernen');

    // French: chosen in the language selector, edited beside the German text.
    await page.getByLabel('Sprache bearbeiten').selectOption('fr');
    const french = page.getByRole('textbox', { name: 'Titel: Französisch' });
    await expect(french).toHaveValue('Premier entretien gratuit');
    await french.fill('Faire connaissance sans engagement');
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();
    await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
    await expect(page.getByText(/^Veröffentlicht: /)).toBeVisible();

    await visitor.goto(`/services/${SLUG}?lang=fr`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Faire connaissance sans engagement');
    await visitor.goto(`/services/${SLUG}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Unverbindliches Kennenlernen');

    // A new service: the dialog asks for its title and suggests the address.
    await page.getByRole('link', { name: 'Leistungen', exact: true }).click();
    await page.getByRole('button', { name: 'Neu anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neu: Leistungen' });
    await dialog.getByRole('textbox', { name: 'Titel (Deutsch)' }).fill('Stärken-Workshop für Teams');
    await expect(dialog.getByRole('textbox', { name: 'Adresse (Slug)' })).toHaveValue(
      'staerken-workshop-fuer-teams',
    );
    await dialog.getByRole('button', { name: 'Entwurf anlegen' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/services\/[^/]+$/);
    await expect(page.getByRole('textbox', { name: 'Titel: Deutsch · Standardsprache' })).toHaveValue(
      'Stärken-Workshop für Teams',
    );
    await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
    await expect(page.getByText(/^Veröffentlicht: /)).toBeVisible();

    await visitor.goto('/services');
    await expect(visitor.getByRole('link', { name: /Stärken-Workshop für Teams/ }).first()).toBeVisible();
    await visitor.goto('/services/staerken-workshop-fuer-teams');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Stärken-Workshop für Teams');
    await visitor.close();
  });
});
