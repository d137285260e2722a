/**
 * A real SMTP server for journeys whose mail must leave the product (decision 054): the API tests'
 * server (`smtp-server` + `mailparser`, credentials checked, every message parsed), shared rather
 * than copied, plus what a journey asks of it: the mail to one address, a header's raw value.
 */
import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { startSmtpServer, type TestSmtpServer } from '../../../apps/api/test/helpers/smtp-server';
import { expect } from '../fixtures';

export { startSmtpServer, type TestSmtpServer };

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address?.toLowerCase()));

/**
 * Waits until the server has received a mail to `address` (the worker sends right after the
 * request queued it) and returns it.
 */
export async function mailTo(smtp: TestSmtpServer, address: string, timeout = 15_000): Promise<ParsedMail> {
  const find = () => smtp.received.find((mail) => recipients(mail).includes(address.toLowerCase()));
  await expect.poll(() => find() !== undefined, { message: `a mail to ${address}`, timeout }).toBe(true);
  const mail = find();
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** A header field's value as sent (unfolded), not mailparser's structured reading of it. */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n(?=[ \t])/g, '')
    .replace(/^[^:]+:\s*/, '');
}

/**
 * Opens a link from a mail as a click in the mail client would. The API's notice pages are plain
 * HTML that never hydrates, so this waits for the page itself, not for hydration (fixtures.ts).
 */
export async function openMailLink(page: Page, url: string) {
  await page.evaluate((target) => window.location.assign(target), url);
  await page.waitForURL(url);
}
