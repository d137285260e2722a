/**
 * A render's read runs in the assumed locale beside the languages read and answers only once that
 * read confirms the locale; another locale reads again (decision 118).
 */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { inConfirmedLocale } from './confirmed-locale';
import type { Locale } from './localize';

const de: Locale = { language: 'de', fallback: 'de' };
const en: Locale = { language: 'en', fallback: 'de' };

const request = (locale: Locale, confirmed: Locale | null) =>
  ({
    locale,
    activeLanguages: null,
    localeConfirmation: confirmed ? Promise.resolve({ locale: confirmed, rows: [] }) : null,
  }) as unknown as FastifyRequest;

describe('inConfirmedLocale', () => {
  it('reads once in the locale when nothing is assumed', async () => {
    const reads: Locale[] = [];
    const answer = await inConfirmedLocale(request(de, null), async (locale) => reads.push(locale));
    expect(reads).toEqual([de]);
    expect(answer).toBe(1);
  });

  it('keeps the read when the languages read confirms the assumed locale', async () => {
    const reads: Locale[] = [];
    const asked = request(en, en);
    await inConfirmedLocale(asked, async (locale) => reads.push(locale));
    expect(reads).toEqual([en]);
    expect(asked.activeLanguages).toEqual([]);
    expect(asked.localeConfirmation).toBeNull();
  });

  it('reads again in the confirmed locale when the guess was wrong, also after a failed read', async () => {
    const reads: Locale[] = [];
    const asked = request(en, de);
    const answer = await inConfirmedLocale(asked, async (locale) => {
      reads.push(locale);
      if (locale === en) throw new Error('not found in en');
      return 'read in de';
    });
    expect(reads).toEqual([en, de]);
    expect(answer).toBe('read in de');
    expect(asked.locale).toEqual(de);
  });

  it('throws the error of a read whose locale is confirmed', async () => {
    await expect(
      inConfirmedLocale(request(de, de), async () => {
        throw new Error('gone');
      }),
    ).rejects.toThrow('gone');
  });
});
