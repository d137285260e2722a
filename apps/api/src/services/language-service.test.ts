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

describe('LanguageService.active (requests at the same time)', () => {
  const deferred = () => {
    let resolve: (rows: Row[]) => void = () => {};
    const promise = new Promise<Row[]>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };

  it('shares one read among the requests that arrive while it runs, even with a lifetime of 0', async () => {
    const reads: ReturnType<typeof deferred>[] = [];
    const languages = service(() => {
      const read = deferred();
      reads.push(read);
      return read.promise;
    }, 0);
    const asked = Promise.all([languages.resolve('fr'), languages.resolve('de'), languages.active()]);
    expect(reads).toHaveLength(1);
    reads[0]?.resolve([row('de', true, 1), row('fr', false, 2)]);
    const [fr, de, rows] = await asked;
    expect(fr.language).toBe('fr');
    expect(de.language).toBe('de');
    expect(rows.map((r) => r.code)).toEqual(['de', 'fr']);

    // Done: with a lifetime of 0 the next request reads again.
    void languages.active();
    expect(reads).toHaveLength(2);
    reads[1]?.resolve([]);
  });

  it('does not hand a read begun before a content change to a request after it', async () => {
    const reads: ReturnType<typeof deferred>[] = [];
    const languages = service(() => {
      const read = deferred();
      reads.push(read);
      return read.promise;
    });
    const before = languages.active();
    languages.invalidate();
    const after = languages.active();
    expect(reads).toHaveLength(2);
    // The later read answers first; the earlier one, with the old rows, last.
    reads[1]?.resolve([row('de', true, 1)]);
    expect((await after).map((r) => r.code)).toEqual(['de']);
    reads[0]?.resolve([row('de', true, 1), row('fr', false, 2)]);
    expect((await before).map((r) => r.code)).toEqual(['de', 'fr']);
    // The read from before the change was not kept as fresh: the later one was.
    expect((await languages.active()).map((r) => r.code)).toEqual(['de']);
    expect(reads).toHaveLength(2);
  });
});

describe('LanguageService.resolveWithRows (decision 074)', () => {
  const active = [row('de', true, 1), row('en', false, 2)];

  it('hands over the rows it read, so the languages list needs no second read', async () => {
    let reads = 0;
    const languages = service(async () => {
      reads += 1;
      return active;
    }, 0);
    const { locale, rows } = await languages.resolveWithRows('en');
    expect(locale).toEqual({ language: 'en', fallback: 'de' });
    expect(rows).toEqual(active);
    expect(reads).toBe(1);
  });

  it('hands over no rows when the last known ones stood in for an unreachable database', async () => {
    let down = false;
    const languages = service(async () => {
      if (down) throw new DatabaseUnavailableError(new Error('connection refused'));
      return active;
    }, 0);
    await languages.resolveWithRows('de');
    down = true;
    const { locale, rows } = await languages.resolveWithRows('en');
    expect(locale.language).toBe('en');
    expect(rows).toBeNull();
  });
});

describe('LanguageService.activeFor (one read per page render, decision 115)', () => {
  const active = [row('de', true, 1), row('en', false, 2)];

  it('shares one read among the calls of a render, with nothing cached, and reads for each render', async () => {
    let reads = 0;
    const languages = service(async () => {
      reads += 1;
      return active;
    }, 0);
    await languages.resolveWithRows('en', 'render-a');
    await languages.resolveWithRows('de', 'render-a');
    expect(await languages.activeFor('render-a')).toEqual(active);
    expect(reads).toBe(1);
    await languages.activeFor('render-b');
    await languages.activeFor(null);
    await languages.activeFor(null);
    expect(reads).toBe(4);
  });

  it('reads again in the same render after a failed read', async () => {
    let reads = 0;
    const languages = service(async () => {
      reads += 1;
      if (reads === 1) throw new DatabaseUnavailableError();
      return active;
    }, 0);
    await expect(languages.activeFor('render-a')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await languages.activeFor('render-a')).toEqual(active);
    expect(await languages.activeFor('render-a')).toEqual(active);
    expect(reads).toBe(2);
  });
});

describe('LanguageService.assume (a render reads beside its languages read, decision 118)', () => {
  it('assumes nothing before any read, then the locale the last known rows give', async () => {
    let answer = [row('de', true, 1), row('en', false, 2)];
    const languages = service(async () => answer, 0);
    expect(languages.assume('en', 'render-a')).toBeNull();
    await languages.active();
    // The default changes in the database: the guess still goes by the rows last read.
    answer = [row('de', false, 1), row('en', true, 2)];
    const assumed = languages.assume('de', 'render-b');
    expect(assumed?.locale).toEqual({ language: 'de', fallback: 'de' });
    // The render's own read says otherwise.
    expect((await assumed?.confirmed)?.locale).toEqual({ language: 'de', fallback: 'en' });
  });
});
