/**
 * Issue 13 point 3: after 10 failed sign-ins for one account within 15 minutes, sign-in answers 429
 * with Retry-After — for unknown emails too — and the console says when to try again. On a server
 * of its own: the lockout (per account and per address) must not meet other journeys.
 */
import { expect, startConsoleServer, test } from './support/console-server';
import { checkScreen } from './support/screens';

test('too many failed sign-ins show when to try again', async ({ page, allowConsoleErrors }) => {
  test.setTimeout(120_000);
  allowConsoleErrors(/status of (400|401|429)/);
  const server = await startConsoleServer();
  try {
    await page.goto(`${server.url}/admin/sign-in`);
    const email = page.getByLabel('E-Mail-Adresse');
    const password = page.getByLabel('Passwort', { exact: true });
    const submit = page.getByRole('button', { name: 'Anmelden' });
    await email.fill('nobody@wegweiser.test');
    const locked = page.getByText('Zu viele Versuche');
    for (let attempt = 1; attempt <= 12 && !(await locked.isVisible()); attempt += 1) {
      await password.fill(`wrong password ${attempt}`);
      await submit.click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(submit).not.toHaveAttribute('aria-busy', 'true');
    }
    await expect(locked).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      /Versuchen Sie es um \d{1,2}:\d{2} Uhr wieder \(in etwa \d+ Minuten?\)/,
    );
    await expect(submit).toBeDisabled();
    await checkScreen(page, 'sign-in-locked');
  } finally {
    await server.stop();
  }
});
