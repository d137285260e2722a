/**
 * Journeys whose mail must really leave (decision 054): each test gets an SMTP server of its own
 * and a product server of its own that sends through it (decision 028: mail, subscribers and
 * messages are server-wide state), with the first owner, so the console can be signed into. A spec
 * may add to the server's environment with `test.use({ siteEnv: { … } })` (a faster campaign
 * throttle, say).
 */
import { test as base, expect } from '../../fixtures';
import { startSmtpServer, type TestSmtpServer } from '../../support/mailbox';
import type { ServerProcess } from '../../support/server-process';
import { OWNER, startConsoleServer } from './console-server';

export const test = base.extend<{
  siteEnv: Record<string, string>;
  smtp: TestSmtpServer;
  site: ServerProcess;
}>({
  siteEnv: [{}, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  smtp: async ({}, use) => {
    const smtp = await startSmtpServer();
    await use(smtp);
    await smtp.close();
  },
  site: [
    async ({ smtp, siteEnv }, use) => {
      const server = await startConsoleServer({
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Wegweiser <news@wegweiser.test>',
        ...siteEnv,
      });
      await use(server);
      await server.stop();
    },
    // Starting a server is set-up, not the journey: it has its own time.
    { timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

export { expect };
