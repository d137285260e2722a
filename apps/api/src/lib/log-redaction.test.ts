import { describe, expect, it } from 'vitest';
import {
  queryName,
  redactSmtpUrl,
  redactUrl,
  serializeError,
  shortReferrer,
  withoutSmtpSecret,
} from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/newsletter/confirm/abc123/', '/api/newsletter/confirm/[redacted]/'],
    ['/api/newsletter/unsubscribe/abc123', '/api/newsletter/unsubscribe/[redacted]'],
    ['/en/newsletter/confirm/abc123/?lang=en', '/en/newsletter/confirm/[redacted]/?lang=en'],
    ['/api/newsletter/CONFIRM/abc/def/', '/api/newsletter/CONFIRM/[redacted]/def/'],
    ['/x/?a=1&token=abc&Token=def&tokens=keep', '/x/?a=1&token=[redacted]&Token=[redacted]&tokens=keep'],
    ['/services/a?lang=en&preview=abc&previews=keep', '/services/a?lang=en&preview=[redacted]&previews=keep'],
    ['/api/newsletter/confirm/', '/api/newsletter/confirm/'],
    ['/api/booking/manage/tok_123/move/', '/api/booking/manage/[redacted]/move/'],
    ['/booking/manage/tok_123?lang=de', '/booking/manage/[redacted]?lang=de'],
    ['/%E0%A4%A', '/%E0%A4%A'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('shortReferrer', () => {
  it('keeps origin and path only, with tokens redacted', () => {
    expect(shortReferrer('https://example.org/a/b?email=x%40y.z#frag')).toBe('https://example.org/a/b');
    expect(shortReferrer('https://user:pass@example.org/confirm/abc')).toBe(
      'https://example.org/confirm/[redacted]',
    );
    expect(shortReferrer('android-app://com.example/')).toBeUndefined();
    expect(shortReferrer('not a url')).toBeUndefined();
    expect(shortReferrer(undefined)).toBeUndefined();
  });
});

describe('queryName', () => {
  it.each([
    ['insert into "contact_messages" ("id", "name") values (default, $1)', 'insert contact_messages'],
    ['select "id" from "newsletter_subscriptions" where "email" = $1', 'select newsletter_subscriptions'],
    ['update "newsletter_subscriptions" set "status" = $1', 'update newsletter_subscriptions'],
    ['delete from "outbox_emails" where "sent_at" < $1', 'delete outbox_emails'],
    ['with x as (select 1) select * from "services"', 'select services'],
    ['vacuum', undefined],
  ])('%s → %s', (sql, expected) => {
    expect(queryName(sql)).toBe(expected);
  });
});

describe('serializeError', () => {
  it('keeps class, code, query name and frames, never the message, text or parameters', () => {
    const cause = Object.assign(new Error('Key (email)=(anna@example.com) already exists.'), {
      name: 'error',
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(anna@example.com) already exists.',
      constraint: 'newsletter_subscriptions_email_unique',
    });
    class DrizzleQueryError extends Error {
      query = 'insert into "newsletter_subscriptions" ("email") values ($1)';
      params = ['anna@example.com'];
    }
    // A message whose own lines look like stack frames must not reach the log either.
    const error = new DrizzleQueryError('Failed query: insert …\nparams: x,\n    at anna@example.com', {
      cause,
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23505',
      query: 'insert newsletter_subscriptions',
      cause: { type: 'DatabaseError', code: '23505', constraint: 'newsletter_subscriptions_email_unique' },
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('anna@example.com');
    expect(text).not.toContain('Failed query');
    expect(text).not.toContain(process.cwd());
    expect(logged.stack).toContain('apps/api/src/lib/log-redaction.test.ts');
  });

  it('drops a stack that does not start with the error’s own header, and non-identifier codes', () => {
    const error = Object.assign(new Error('original'), { code: 'not an identifier: anna@example.com' });
    expect(error.stack).toContain('original');
    error.message = 'changed after the stack was taken';
    expect(serializeError(error)).toEqual({ type: 'Error' });
    expect(serializeError('a string with anna@example.com')).toEqual({ type: 'string' });
  });
});

describe('redactSmtpUrl and withoutSmtpSecret', () => {
  it('keep scheme, user, host and port of SMTP_URL; the password and any query are redacted', () => {
    expect(redactSmtpUrl('smtp://news:s3cr%40t@mail.example.com:587')).toBe(
      'smtp://news:[redacted]@mail.example.com:587',
    );
    expect(redactSmtpUrl('smtps://mail.example.com?pass=x')).toBe('smtps://mail.example.com?[redacted]');
    expect(redactSmtpUrl('not a url')).toBe('[redacted]');
  });

  it('take the password (raw and decoded) out of an error text', () => {
    expect(
      withoutSmtpSecret('535 auth s3cr%40t / s3cr@t refused', 'smtp://news:s3cr%40t@mail.example.com'),
    ).toBe('535 auth [redacted] / [redacted] refused');
    expect(withoutSmtpSecret('451 later', null)).toBe('451 later');
  });
});
