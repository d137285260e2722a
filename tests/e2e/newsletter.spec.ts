import { expect, test } from './fixtures';

/** Newsletter block (spec section 4 "Newsletter", section 5 email rule, sections 8 and 9). */
test.describe('newsletter', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
  });

  const block = (page: import('@playwright/test').Page) => page.locator('footer [data-newsletter]');

  test('keeps the button disabled while the email is invalid', async ({ page }) => {
    const input = block(page).getByRole('textbox', { name: 'Ihre E-Mail-Adresse' });
    const button = block(page).getByRole('button', { name: 'Anmelden' });
    await expect(button).toBeDisabled();
    for (const invalid of ['anna', 'anna@example', 'anna example@example.com', '@example.com']) {
      await input.fill(invalid);
      await expect(button).toBeDisabled();
    }
    await input.fill('anna@example.com');
    await expect(button).toBeEnabled();
  });

  test("subscribes: 'Anmelden...' while sending, the server's message, cleared input, gone after 5 s", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/newsletter/subscribe/**', async (route) => {
      await held;
      await route.continue();
    });
    const input = block(page).getByRole('textbox', { name: 'Ihre E-Mail-Adresse' });
    await input.fill('anna.e2e@example.com');
    await page.clock.pauseAt(Date.now() + 60_000);
    await block(page).getByRole('button', { name: 'Anmelden' }).click();
    const sending = block(page).getByRole('button', { name: 'Anmelden...' });
    await expect(sending).toBeDisabled();
    release();

    const message = block(page).locator('[data-newsletter-message="success"]');
    await expect(message).toHaveText(/Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung/);
    await expect(input).toHaveValue('');
    await page.clock.runFor(4_900);
    await expect(message).toBeVisible();
    await page.clock.runFor(200);
    await expect(message).toBeHidden();
  });

  test('Enter in the field submits', async ({ page }) => {
    const input = block(page).getByRole('textbox', { name: 'Ihre E-Mail-Adresse' });
    await input.fill('bert.e2e@example.com');
    await input.press('Enter');
    await expect(block(page).locator('[data-newsletter-message="success"]')).toBeVisible();
  });

  test("shows the server's email error and hides it after 8 s", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    const input = block(page).getByRole('textbox', { name: 'Ihre E-Mail-Adresse' });
    // Valid by the client's pattern, too long for the server (254 characters at most).
    const email = `${'a'.repeat(250)}@example.com`;
    await input.fill(email);
    await page.clock.pauseAt(Date.now() + 60_000);
    await block(page).getByRole('button', { name: 'Anmelden' }).click();
    const alert = block(page).getByRole('alert');
    await expect(alert).toHaveText(/zu lang/);
    await expect(input).toHaveValue(email);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await page.clock.runFor(7_900);
    await expect(alert).toBeVisible();
    await page.clock.runFor(200);
    await expect(alert).toBeHidden();
  });

  test("shows the server's message when there is no email error", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 403/);
    // The server's own answer to a cross-site request (decision 025): 403 with a message, no email error.
    await page.route('**/api/newsletter/subscribe/**', async (route) =>
      route.fulfill({
        response: await route.fetch({
          headers: { ...route.request().headers(), 'sec-fetch-site': 'cross-site' },
        }),
      }),
    );
    await block(page).getByRole('textbox', { name: 'Ihre E-Mail-Adresse' }).fill('carla.e2e@example.com');
    await block(page).getByRole('button', { name: 'Anmelden' }).click();
    await expect(block(page).getByRole('alert')).toHaveText(/Sicherheitsprüfung ist fehlgeschlagen/);
  });
});
