/**
 * The API writes an answer in the language the site's pages would use for the same request: the
 * rule of contracts/language with the `language` parameter as the requested language.
 */
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/availability';
import type { Repositories } from '../repositories';
import { LanguageService } from './language-service';

type Row = Awaited<ReturnType<Repositories['languages']['listActive']>>[number];

const row = (code: string, isDefault: boolean, order: number): Row => ({
  code,
  name: code,
  nativeName: code,
  flag: '',
  isDefault,
  isActive: true,
  order,
});

const service = (listActive: () => Promise<Row[]>, ttlMs = 60_000) =>
  new LanguageService({ listActive }, ttlMs);

describe('LanguageService.resolve', () => {
  const active = [row('de', false, 1), row('en', true, 2), row('fr', false, 3)];

  it.each([
    ['fr', 'fr'],
    [' FR ', 'fr'],
    ['es', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [['fr'], 'en'],
  ])('%j → %s, with the flagged default as fallback', async (requested, language) => {
    expect(await service(async () => active).resolve(requested)).toEqual({ language, fallback: 'en' });
  });

  it('takes any supported language, de the default, while the database was never reachable', async () => {
    const unreachable = service(async () => {
      throw new DatabaseUnavailableError();
    });
    expect(await unreachable.resolve('zh')).toEqual({ language: 'zh', fallback: 'de' });
    expect(await unreachable.resolve('it')).toEqual({ language: 'de', fallback: 'de' });
  });

  it('keeps the languages last read while the database is down', async () => {
    let down = false;
    // Every read is stale at once (a negative time to live), so the second one goes to the database.
    const languages = service(async () => {
      if (down) throw new DatabaseUnavailableError();
      return active;
    }, -1);
    expect(await languages.resolve('fr')).toEqual({ language: 'fr', fallback: 'en' });
    down = true;
    expect(await languages.resolve('zh')).toEqual({ language: 'en', fallback: 'en' });
  });
});

describe('LanguageService.invalidate (content changed)', () => {
  it('reads the languages again, and keeps the last known for an outage', async () => {
    let answer: Row[] | Error = [row('de', true, 1), row('zh', false, 2)];
    let reads = 0;
    const languages = service(async () => {
      reads += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    expect((await languages.resolve('zh')).language).toBe('zh');
    answer = [row('de', true, 1)];
    expect((await languages.resolve('zh')).language).toBe('zh');
    expect(reads).toBe(1);

    languages.invalidate();
    expect((await languages.resolve('zh')).language).toBe('de');
    expect(reads).toBe(2);

    languages.invalidate();
    answer = new DatabaseUnavailableError();
    // The database is away: the languages last read still resolve.
    expect(await languages.resolve('fr')).toEqual({ language: 'de', fallback: 'de' });
    expect(reads).toBe(3);
  });
});
