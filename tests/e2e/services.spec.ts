/**
 * Service list and service detail against the seeded content (7 services; Karriere-Coaching and
 * Führungskräfte-Coaching are premium-styled; Karriere-Coaching is part of "Klarheit & Karriere").
 */
import { expect, test } from './fixtures';
import { expectItemNotFound } from './support/not-found';

test.describe('service list', () => {
  test('shows title, intro, every service card and the way to the packages', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coaching-Angebote');
    await expect(page.locator('main')).toContainText('Jeder Mensch und jede Situation ist anders.');

    const cards = page.getByTestId('service-card');
    await expect(cards).toHaveCount(7);
    const career = cards.filter({ hasText: 'Karriere- & Neuorientierungs-Coaching' });
    await expect(career.getByTestId('premium-badge')).toHaveText('Premium');
    await expect(career.getByTestId('service-price')).toHaveText('180 €');
    await expect(career.getByTestId('service-duration')).toHaveText('90 Minuten');
    await expect(career.getByRole('link')).toHaveAttribute('href', '/services/karriere-coaching');
    // Only premium-styled cards carry their badge text.
    await expect(page.getByTestId('premium-badge')).toHaveCount(2);
    await expect(
      cards.filter({ hasText: 'Achtsamkeits-Workshop' }).getByTestId('service-duration'),
    ).toHaveText('1 Tage');
    // Icons, not images, in the seed.
    await expect(cards.first().locator('img')).toHaveCount(0);
    await expect(cards.first().locator('svg').first()).toBeVisible();

    const packages = page.locator('main section', {
      has: page.getByRole('heading', { name: 'Coaching-Pakete' }),
    });
    await expect(packages).toContainText('Mit einem Paket planen wir mehrere Sitzungen im Voraus.');
    await packages.getByRole('link', { name: 'Alle Pakete ansehen' }).click();
    await expect(page).toHaveURL('/services/packages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coaching-Pakete');
  });

  test('a card leads to the service detail page in the app', async ({ page }) => {
    await page.goto('/services');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('link', { name: 'Karriere- & Neuorientierungs-Coaching' }).click();
    await expect(page).toHaveURL('/services/karriere-coaching');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karriere- & Neuorientierungs-Coaching');
    await expect(page).toHaveTitle('Karriere- & Neuorientierungs-Coaching | Wegweiser Coaching');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

    await page.locator('main').getByRole('link', { name: 'Zurück zu den Angeboten' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coaching-Angebote');
  });
});

test.describe('service detail', () => {
  test('shows badge, markdown description, price, duration, contact link and its packages', async ({
    page,
  }) => {
    await page.goto('/services/karriere-coaching');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Karriere- & Neuorientierungs-Coaching');
    await expect(main.getByTestId('premium-badge')).toHaveText('Premium');
    await expect(main).toContainText('Sie wünschen sich beruflich einen Wechsel');
    await expect(main.getByRole('heading', { level: 2, name: 'Was Sie erwartet' })).toBeVisible();
    await expect(main.locator('.prose li')).toHaveCount(5);
    await expect(main.getByTestId('service-price')).toHaveText('180 €');
    await expect(main.getByTestId('service-duration')).toHaveText('90 Minuten');

    const contact = main.getByRole('link', { name: 'Kontakt aufnehmen' });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute(
      'href',
      '/contact?context=service_detail&service_name=Karriere-+%26+Neuorientierungs-Coaching',
    );

    const packages = main.locator('section', { has: page.getByRole('heading', { name: 'Coaching-Pakete' }) });
    await expect(packages.getByRole('link')).toHaveText(['Klarheit & Karriere']);
    await packages.getByRole('link', { name: 'Klarheit & Karriere' }).click();
    await expect(page).toHaveURL('/services/packages/klarheit-karriere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Klarheit & Karriere');
  });

  test('lists every package that includes the service, and none when no package does', async ({ page }) => {
    await page.goto('/services/kostenloses-erstgespraech');
    const packages = page.locator('main section', {
      has: page.getByRole('heading', { name: 'Coaching-Pakete' }),
    });
    await expect(packages.getByRole('link')).toHaveText(['Neustart-Paket', 'Klarheit & Karriere']);

    // Every seeded service is in a package: let the browser's package list come back empty instead.
    await page.route(/\/api\/services\/packages\/(\?|$)/, (route) =>
      route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } }),
    );
    await page.goto('/services');
    await page.getByRole('link', { name: 'Stressbewältigung & Resilienz' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stressbewältigung & Resilienz');
    await expect(page.locator('main').getByRole('link', { name: 'Kontakt aufnehmen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coaching-Pakete' })).toHaveCount(0);
  });

  test('an unknown slug answers 404 and shows a not-found message', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    await expectItemNotFound({ page, request, allowConsoleErrors }, '/services/gibt-es-nicht');
  });

  test('a service page follows the chosen language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    await page.goto('/services/karriere-coaching');
    await expect(page.getByTestId('service-duration')).toHaveText('90 minutes');
    await expect(page.locator('main').getByRole('link', { name: 'Get in touch' })).toBeVisible();
  });
});
