import { describe, expect, it, vi } from 'vitest';
import type { LockedSubscription } from '../repositories/newsletter-repository';
import type { OutboxEmailInsert } from '../repositories/outbox-repository';
import {
  createNewsletterService,
  mayMailNewsletter,
  NEWSLETTER_MAIL_LIMITS,
  NEWSLETTER_MAIL_WINDOW_MS,
  subscribeMailOf,
} from './newsletter-service';

const now = new Date('2026-05-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const { minIntervalMs, perDay } = NEWSLETTER_MAIL_LIMITS;

describe('the newsletter mail limits', () => {
  it('an address without a mail in the last 24 hours may be mailed', () => {
    expect(mayMailNewsletter({ count: 0, last: null }, now)).toBe(true);
  });

  it('one mail per 10 minutes', () => {
    expect(mayMailNewsletter({ count: 1, last: ago(minIntervalMs - 1) }, now)).toBe(false);
    expect(mayMailNewsletter({ count: 1, last: ago(minIntervalMs) }, now)).toBe(true);
  });

  it('three per 24 hours, however far apart', () => {
    expect(mayMailNewsletter({ count: perDay - 1, last: ago(60 * 60 * 1000) }, now)).toBe(true);
    expect(mayMailNewsletter({ count: perDay, last: ago(60 * 60 * 1000) }, now)).toBe(false);
  });
});

describe('which mail a sign-up sends', () => {
  it('an active subscriber is told so; any other address gets a confirmation', () => {
    expect(subscribeMailOf('active')).toBe('already_active');
    expect(subscribeMailOf('pending')).toBe('confirmation');
    expect(subscribeMailOf('unsubscribed')).toBe('confirmation');
  });
});

describe('the sign-up use case', () => {
  /** A repository whose locked subscription records what the use case did. */
  const fake = (state: {
    status: string;
    inserted: boolean;
    sent?: { count: number; last: Date | null };
  }) => {
    const subscription = {
      status: state.status,
      inserted: state.inserted,
      mailsSince: vi.fn(async () => state.sent ?? { count: 0, last: null }),
      reopen: vi.fn(async () => {}),
      issueToken: vi.fn(async (purpose: string) => `${purpose}-token`),
      queue: vi.fn(async (_mail: OutboxEmailInsert) => {}),
    } satisfies LockedSubscription;
    const newsletter = {
      withSubscription: vi.fn(
        async (_request: unknown, _now: Date, work: (s: LockedSubscription) => Promise<void>) =>
          work(subscription),
      ),
    };
    const service = createNewsletterService({ newsletter } as never, { publicUrl: 'https://example.com' });
    return { subscription, newsletter, service };
  };
  const input = {
    email: 'ada@example.com',
    language: 'en',
    signupIp: '192.0.2.0',
    siteName: 'Site',
  } as const;

  it('a new address: a confirmation with both links, queued to the address in its language', async () => {
    const { subscription, service } = fake({ status: 'pending', inserted: true });
    await service.subscribe(input);
    expect(subscription.reopen).not.toHaveBeenCalled();
    expect(subscription.issueToken.mock.calls.map(([purpose]) => purpose)).toEqual([
      'confirm',
      'unsubscribe',
    ]);
    const mail = subscription.queue.mock.calls[0]?.[0];
    expect(mail).toMatchObject({
      template: 'newsletter_confirmation',
      recipient: input.email,
      languageCode: 'en',
    });
    expect(mail?.bodyText).toContain('https://example.com/api/newsletter/confirm/confirm-token/');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': '<https://example.com/api/newsletter/unsubscribe/unsubscribe-token/>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('a known pending or unsubscribed address is pending again and gets a confirmation', async () => {
    const { subscription, service } = fake({ status: 'unsubscribed', inserted: false });
    await service.subscribe(input);
    expect(subscription.reopen).toHaveBeenCalledOnce();
    expect(subscription.queue.mock.calls[0]?.[0]).toMatchObject({ template: 'newsletter_confirmation' });
  });

  it('an active address: the "already subscribed" mail, nothing to confirm, the subscription unchanged', async () => {
    const { subscription, service } = fake({ status: 'active', inserted: false });
    await service.subscribe(input);
    expect(subscription.reopen).not.toHaveBeenCalled();
    expect(subscription.issueToken.mock.calls.map(([purpose]) => purpose)).toEqual(['unsubscribe']);
    expect(subscription.queue.mock.calls[0]?.[0]).toMatchObject({ template: 'newsletter_already_active' });
  });

  it('over the limit: nothing changes and nothing is queued; the limit counts the last 24 hours', async () => {
    const { subscription, service } = fake({
      status: 'pending',
      inserted: false,
      sent: { count: 1, last: new Date() },
    });
    await service.subscribe(input);
    expect(subscription.reopen).not.toHaveBeenCalled();
    expect(subscription.issueToken).not.toHaveBeenCalled();
    expect(subscription.queue).not.toHaveBeenCalled();
    const [since] = subscription.mailsSince.mock.calls[0] as unknown as [Date];
    expect(Date.now() - since.getTime()).toBeGreaterThanOrEqual(NEWSLETTER_MAIL_WINDOW_MS);
    expect(Date.now() - since.getTime()).toBeLessThan(NEWSLETTER_MAIL_WINDOW_MS + 60_000);
  });
});
