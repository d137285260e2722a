/**
 * The owner's console journeys run on a server of their own (decision 028): it starts with
 * OWNER_EMAIL/OWNER_PASSWORD, so the first owner exists (issue 13 point 2), and sign-ins, sessions
 * and the audit log of these journeys meet nobody else's. Journeys that change the owner for good
 * (two-factor sign-in, a lockout) or need a server without an owner start one themselves
 * (`startConsoleServer`).
 */
import type { Page } from '@playwright/test';
import { test as base, expect } from '../../fixtures';
import {
  PRODUCT_SERVER,
  type ServerProcess,
  type ServerProcessOptions,
  startServerProcess,
} from '../../support/server-process';

export const OWNER = { email: 'owner@wegweiser.test', password: 'a calm river at dawn 42', name: 'Owner' };

export function startConsoleServer(
  env: Record<string, string> = { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password },
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  return startServerProcess(PRODUCT_SERVER, env, options);
}

export const test = base.extend<object, { consoleServer: ServerProcess }>({
  consoleServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const server = await startConsoleServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ consoleServer }, use) => {
    await use(consoleServer.url);
  },
});

export { expect };

/**
 * Signs in on the sign-in page, where the console sends anyone not signed in (keeping where they
 * were going): call it after opening a console page, or after signing out.
 */
export async function signIn(page: Page, credentials: { email: string; password: string } = OWNER) {
  await expect(page.getByRole('heading', { level: 1, name: /^(Anmelden|Sign in)$/ })).toBeVisible();
  await page.getByLabel(/^(Email address|E-Mail-Adresse)$/).fill(credentials.email);
  await page.getByLabel(/^(Password|Passwort)$/).fill(credentials.password);
  await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
}

/**
 * The start page has loaded what still needs doing (its list or the "nothing left" line): a journey
 * that stops its own server waits for this, so no request of the page meets a closed port.
 */
export async function startPageLoaded(page: Page) {
  const openTasks = page.getByRole('region', { name: /^(Noch zu tun|Still to do)$/ });
  await expect(
    openTasks
      .getByRole('listitem')
      .or(openTasks.getByText(/^(Nichts mehr zu tun|Nothing left to do)/))
      .first(),
  ).toBeVisible();
}

/** The 401 of "who am I?" while nobody is signed in is how the console learns it: expected. */
export const NOT_SIGNED_IN = /status of 401/;
