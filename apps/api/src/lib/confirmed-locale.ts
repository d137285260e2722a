/**
 * A render's read of public content runs in the locale the languages last known give, beside the
 * render's read of the languages (decision 118). Its answer stands only once that read confirms the
 * locale; if it gives another (the languages changed since), the read runs again in that one.
 */
import type { FastifyRequest } from 'fastify';
import { sameLocale } from '../services/language-service';
import type { Locale } from './localize';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export async function inConfirmedLocale<T>(
  request: FastifyRequest,
  read: (locale: Locale) => Promise<T>,
): Promise<T> {
  const confirmation = request.localeConfirmation;
  if (!confirmation) return read(request.locale);
  const assumed = request.locale;
  const first = read(assumed).then(
    (value): Outcome<T> => ({ ok: true, value }),
    (error: unknown): Outcome<T> => ({ ok: false, error }),
  );
  const [outcome, confirmed] = await Promise.all([first, confirmation]);
  request.localeConfirmation = null;
  request.locale = confirmed.locale;
  request.activeLanguages = confirmed.rows;
  if (!sameLocale(assumed, confirmed.locale)) return read(confirmed.locale);
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}
