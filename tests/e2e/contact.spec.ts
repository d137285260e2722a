/**
 * The contact page (spec section 2 contact contexts; section 7 POST /contact/; decision 002): form
 * validation with the API's rules and messages, server answers (201, 400 field errors, 429,
 * network failure), the context a contact link carries, and the contact items beside the form.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const CONTACT_API = /\/api\/contact\/(\?|$)/;
const SUCCESS = 'Vielen Dank für Ihre Nachricht! Wir melden uns in der Regel innerhalb von zwei Werktagen.';
const REQUIRED = 'Dieses Feld ist erforderlich.';

const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });
const submit = (page: Page) => page.locator('main').getByRole('button', { name: 'Nachricht senden' }).click();

async function fillValid(page: Page) {
  await field(page, 'Name').fill('Maria Muster');
  await field(page, 'E-Mail-Adresse').fill('maria@example.com');
  await field(page, 'Telefon (optional)').fill('+49 30 1234567');
  await field(page, 'Ihre Nachricht').fill('Ich hätte gern einen Termin für ein Kennenlerngespräch.');
}

/** Every POST to the contact API the page makes. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && CONTACT_API.test(request.url())) posts.push(request);
  });
  return posts;
}

test.describe('contact page', () => {
  test('shows title, intro, the form, the privacy note and the contact items', async ({ page }) => {
    await page.goto('/contact');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await expect(main).toContainText(
      'Sie haben eine Frage oder möchten ein kostenloses Kennenlerngespräch vereinbaren?',
    );
    for (const label of ['Name', 'E-Mail-Adresse', 'Telefon (optional)', 'Ihre Nachricht']) {
      await expect(field(page, label)).toBeVisible();
    }
    await expect(field(page, 'Name')).toHaveAttribute('required', '');
    await expect(field(page, 'Telefon (optional)')).not.toHaveAttribute('required', '');
    await expect(field(page, 'Ihre Nachricht')).toHaveValue('');
    // The honeypot (decision 057) is for bots only: off-screen, not announced, skipped by Tab.
    const honeypot = page.locator('#contact-website');
    await expect(honeypot).toHaveAttribute('name', 'website');
    await expect(honeypot).not.toBeInViewport();
    await expect(main.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    await field(page, 'Telefon (optional)').focus();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Ihre Nachricht')).toBeFocused();
    await expect(main).toContainText(
      'Ihre Angaben verwende ich ausschließlich zur Bearbeitung Ihrer Anfrage.',
    );
    await expect(main.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );

    const items = main.getByRole('region', { name: 'Weitere Kontaktwege' });
    await expect(items.getByRole('link', { name: 'kontakt@wegweiser-coaching.example' })).toHaveAttribute(
      'href',
      'mailto:kontakt@wegweiser-coaching.example',
    );
    await expect(items.getByRole('link', { name: '+49 30 0000000 (Demo)' })).toHaveAttribute(
      'href',
      'tel:+49300000000',
    );
    const address = items.getByRole('link', { name: 'Musterstraße 1, 10115 Berlin' });
    await expect(address).toHaveAttribute('target', '_blank');
    await expect(address).toHaveAttribute('rel', 'noopener noreferrer');
    // Social items are not contact-page items.
    await expect(items).not.toContainText('LinkedIn');
  });

  test('empty required fields are flagged next to the fields, nothing is sent and typed input stays', async ({
    page,
  }) => {
    const posts = recordPosts(page);
    await page.goto('/contact');
    await field(page, 'Name').fill('Maria Muster');
    await field(page, 'Telefon (optional)').fill('030 1234567');
    await submit(page);

    for (const [label, id] of [
      ['E-Mail-Adresse', 'contact-email'],
      ['Ihre Nachricht', 'contact-message'],
    ] as const) {
      const input = field(page, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAttribute('aria-describedby', new RegExp(`\\b${id}-error\\b`));
      await expect(page.locator(`#${id}-error`)).toHaveText(REQUIRED);
    }
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('main').getByRole('alert')).toHaveText('Bitte überprüfen Sie Ihre Eingaben.');
    // Focus goes to the first field to fix.
    await expect(field(page, 'E-Mail-Adresse')).toBeFocused();
    await expect(field(page, 'Name')).toHaveValue('Maria Muster');
    await expect(field(page, 'Telefon (optional)')).toHaveValue('030 1234567');
    expect(posts).toHaveLength(0);

    // A corrected field loses its message; an invalid address gets the API's email message.
    await field(page, 'E-Mail-Adresse').fill('maria@example');
    await expect(page.locator('#contact-email-error')).toHaveCount(0);
    await submit(page);
    await expect(page.locator('#contact-email-error')).toHaveText(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    await expect(field(page, 'E-Mail-Adresse')).toHaveValue('maria@example');
  });

  test('the API limits apply before sending: name at most 120 characters, phone pattern', async ({
    page,
  }) => {
    const posts = recordPosts(page);
    await page.goto('/contact');
    await fillValid(page);
    await field(page, 'Name').fill('x'.repeat(121));
    await field(page, 'Telefon (optional)').fill('bitte anrufen');
    await submit(page);
    await expect(page.locator('#contact-name-error')).toHaveText(
      'Dieser Wert ist zu lang (höchstens 120 Zeichen).',
    );
    await expect(page.locator('#contact-phone-error')).toHaveText(
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    );
    await expect(field(page, 'Name')).toHaveValue('x'.repeat(121));
    expect(posts).toHaveLength(0);
  });

  test('a valid message is sent: the server message is shown and the form is cleared', async ({ page }) => {
    await page.goto('/contact');
    await fillValid(page);
    const response = page.waitForResponse(
      (r) => CONTACT_API.test(r.url()) && r.request().method() === 'POST',
    );
    await submit(page);
    expect((await response).status()).toBe(201);
    await expect(page.locator('main').getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    for (const label of ['Name', 'E-Mail-Adresse', 'Telefon (optional)', 'Ihre Nachricht']) {
      await expect(field(page, label)).toHaveValue('');
    }
  });

  test('the context of the contact link is shown, prefilled and sent along', async ({ page }) => {
    await page.goto('/contact?context=service_package_detail&package_name=Neustart-Paket');
    const main = page.locator('main');
    await expect(main).toContainText('Ihre Anfrage zu: Neustart-Paket');
    await expect(field(page, 'Ihre Nachricht')).toHaveValue(
      'Guten Tag, ich interessiere mich für „Neustart-Paket“ und würde gern mehr darüber erfahren.',
    );

    let payload: Record<string, unknown> | undefined;
    await page.route(CONTACT_API, async (route) => {
      payload = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue();
    });
    await field(page, 'Name').fill('Maria Muster');
    await field(page, 'E-Mail-Adresse').fill('maria@example.com');
    await submit(page);
    await expect(page.locator('main').getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(payload).toEqual({
      name: 'Maria Muster',
      email: 'maria@example.com',
      message: 'Guten Tag, ich interessiere mich für „Neustart-Paket“ und würde gern mehr darüber erfahren.',
      context: 'service_package_detail',
      package_name: 'Neustart-Paket',
      // The spam signals (decision 057): where it was sent from, how long the form was open, the
      // honeypot a person leaves empty.
      page_path: '/contact',
      elapsed_ms: expect.any(Number),
      website: '',
    });
    // Sent: the note does not claim the next message is about the package too.
    await expect(main).not.toContainText('Ihre Anfrage zu:');
  });

  test('the server’s error message (429) is shown and the input is kept', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 429/);
    const message = 'Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.';
    await page.route(CONTACT_API, (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '42' }, json: { message } }),
    );
    await page.goto('/contact');
    await fillValid(page);
    await submit(page);
    await expect(page.locator('main').getByRole('alert')).toHaveText(message);
    await expect(field(page, 'Name')).toHaveValue('Maria Muster');
    await expect(field(page, 'E-Mail-Adresse')).toHaveValue('maria@example.com');
    await expect(field(page, 'Ihre Nachricht')).toHaveValue(
      'Ich hätte gern einen Termin für ein Kennenlerngespräch.',
    );
    await expect(page.locator('main').getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  });

  test('field errors from the server (400) appear next to their fields', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    const phoneError = 'Bitte geben Sie eine gültige Telefonnummer ein.';
    await page.route(CONTACT_API, (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: 'Bitte überprüfen Sie Ihre Eingaben.',
          errors: { phone: [phoneError] },
          phone: [phoneError],
        },
      }),
    );
    await page.goto('/contact');
    await fillValid(page);
    await submit(page);
    const phone = field(page, 'Telefon (optional)');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-describedby', 'contact-phone-error');
    await expect(page.locator('#contact-phone-error')).toHaveText(phoneError);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('+49 30 1234567');
  });

  test('a lost connection is explained and the input is kept', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
    await page.route(CONTACT_API, (route) => route.abort('failed'));
    await page.goto('/contact');
    await fillValid(page);
    await submit(page);
    await expect(page.locator('main').getByRole('alert')).toContainText(
      'Bitte prüfen Sie Ihre Internetverbindung',
    );
    await expect(field(page, 'Ihre Nachricht')).toHaveValue(
      'Ich hätte gern einen Termin für ein Kennenlerngespräch.',
    );
  });

  test('text typed before the page is interactive is kept and sent', async ({ page }) => {
    // Hold the page's scripts back so the visitor types into the server-rendered form.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    let payload: Record<string, unknown> | undefined;
    await page.route(CONTACT_API, async (route) => {
      payload = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded too, so only wait for the response.
    await page.goto('/contact', { waitUntil: 'commit' });
    const button = page.locator('main').getByRole('button', { name: 'Nachricht senden' });
    // Not interactive yet: the button cannot submit the form natively (message data in the URL).
    await expect(button).toBeDisabled();
    await fillValid(page);
    release();
    await expect(button).toBeEnabled();
    await submit(page);
    await expect(page.locator('main').getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(payload).toMatchObject({
      name: 'Maria Muster',
      email: 'maria@example.com',
      phone: '+49 30 1234567',
    });
    expect(page.url()).not.toContain('Maria');
  });

  test('while sending, the button shows the sending text and cannot be pressed again', async ({ page }) => {
    const posts = recordPosts(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(CONTACT_API, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await fillValid(page);
    await submit(page);
    const sending = page.locator('main').getByRole('button', { name: 'Wird gesendet …' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.locator('main').getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});
