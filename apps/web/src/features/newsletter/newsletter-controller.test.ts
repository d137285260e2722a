import { ApiRequestError } from '@wegweiser/client/api-client';
import { translate } from '@wegweiser/contracts/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canSubmit,
  NEWSLETTER_FALLBACK_ERROR,
  NewsletterController,
  newsletterErrorMessage,
} from './newsletter-controller';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('canSubmit (email rule: no spaces, an @, a domain with a dot)', () => {
  it.each([
    ['anna@example.com', true],
    ['  anna@example.com  ', true],
    ['anna@example', false],
    ['anna example@example.com', false],
    ['annaexample.com', false],
    ['', false],
  ])('%j → %s', (email, expected) => {
    expect(canSubmit({ email, status: 'idle', message: '' })).toBe(expected);
  });

  it('is false while a request runs', () => {
    expect(canSubmit({ email: 'anna@example.com', status: 'loading', message: '' })).toBe(false);
  });
});

describe('NewsletterController', () => {
  it('goes idle → loading → success, posts the trimmed email and clears the input', async () => {
    const request = deferred<{ message: string }>();
    const send = vi.fn(() => request.promise);
    const controller = new NewsletterController(send);
    controller.setEmail(' anna@example.com ');
    expect(controller.getState().status).toBe('idle');

    const submitted = controller.submit();
    expect(controller.getState().status).toBe('loading');
    expect(send).toHaveBeenCalledWith('anna@example.com');

    request.resolve({ message: 'Fast geschafft!' });
    await submitted;
    expect(controller.getState()).toEqual({ email: '', status: 'success', message: 'Fast geschafft!' });
  });

  it('hides the success message after 5 s', async () => {
    const controller = new NewsletterController(async () => ({ message: 'ok' }));
    controller.setEmail('anna@example.com');
    await controller.submit();
    vi.advanceTimersByTime(4_999);
    expect(controller.getState().message).toBe('ok');
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toEqual({ email: '', status: 'idle', message: '' });
  });

  it("shows the server's email error, keeps the input and hides the error after 8 s", async () => {
    const error = new ApiRequestError('http', 'Validation failed', 400, {
      message: 'Validation failed',
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    });
    const controller = new NewsletterController(() => Promise.reject(error));
    controller.setEmail('anna@example.com');
    await controller.submit();
    expect(controller.getState()).toEqual({
      email: 'anna@example.com',
      status: 'error',
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    vi.advanceTimersByTime(7_999);
    expect(controller.getState().status).toBe('error');
    vi.advanceTimersByTime(1);
    expect(controller.getState().status).toBe('idle');
    expect(controller.getState().message).toBe('');
  });

  it('ignores submits while invalid or while a request runs', async () => {
    const request = deferred<{ message: string }>();
    const send = vi.fn(() => request.promise);
    const controller = new NewsletterController(send);
    controller.setEmail('not-an-email');
    await controller.submit();
    expect(send).not.toHaveBeenCalled();

    controller.setEmail('anna@example.com');
    const first = controller.submit();
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(1);
    request.resolve({ message: 'ok' });
    await first;
  });

  it('a new submit cancels the pending hide timer of the previous message', async () => {
    const controller = new NewsletterController(async () => ({ message: 'ok' }));
    controller.setEmail('anna@example.com');
    await controller.submit();
    vi.advanceTimersByTime(4_000);
    controller.setEmail('bert@example.com');
    await controller.submit();
    vi.advanceTimersByTime(1_500);
    expect(controller.getState().message).toBe('ok');
    vi.advanceTimersByTime(3_500);
    expect(controller.getState().status).toBe('idle');
  });

  it('notifies subscribers and stops the timer on dispose', async () => {
    const controller = new NewsletterController(async () => ({ message: 'ok' }));
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    controller.setEmail('anna@example.com');
    await controller.submit();
    expect(listener).toHaveBeenCalled();
    controller.dispose();
    vi.advanceTimersByTime(10_000);
    expect(controller.getState().status).toBe('success');
    unsubscribe();
  });
});

describe('newsletterErrorMessage', () => {
  const http = (body: unknown) => new ApiRequestError('http', 'HTTP error! status: 400', 400, body);

  it('prefers the email error, as array or string', () => {
    expect(newsletterErrorMessage(http({ message: 'x', email: ['a', 'b'] }))).toBe('a b');
    expect(newsletterErrorMessage(http({ message: 'x', email: 'invalid' }))).toBe('invalid');
  });

  it("falls back to the server's message, then the fallback sentence", () => {
    expect(newsletterErrorMessage(http({ message: 'Zu viele Anfragen' }))).toBe('Zu viele Anfragen');
    expect(newsletterErrorMessage(new ApiRequestError('timeout', 'Request timeout'))).toBe(
      NEWSLETTER_FALLBACK_ERROR,
    );
    expect(newsletterErrorMessage(new ApiRequestError('network', 'Failed to fetch'))).toBe(
      NEWSLETTER_FALLBACK_ERROR,
    );
    expect(newsletterErrorMessage(http('<html>Bad Gateway</html>'))).toBe(NEWSLETTER_FALLBACK_ERROR);
    expect(newsletterErrorMessage('???')).toBe(NEWSLETTER_FALLBACK_ERROR);
  });

  it("shows the server's message while the service is unavailable (503)", () => {
    const message = translate('service_unavailable_not_saved', 'de', { seconds: 5 });
    const unavailable = new ApiRequestError('http', message, 503, { message });
    expect(newsletterErrorMessage(unavailable)).toBe(message);
  });
});
