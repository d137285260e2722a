import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { isStalePlan, preparedRead } from './prepared-read';
import { runInScope } from './scope';

/** A query builder that records what is done with it. */
function recordingBuilder(log: string[]) {
  return () => {
    log.push('build');
    return {
      execute: async (values?: Record<string, unknown>) => {
        log.push(`execute unprepared ${JSON.stringify(values ?? {})}`);
        return ['unprepared'];
      },
      prepare: (name: string) => {
        log.push(`prepare ${name}`);
        return {
          execute: async (values?: Record<string, unknown>) => {
            log.push(`execute ${name} ${JSON.stringify(values ?? {})}`);
            return ['prepared'];
          },
        };
      },
    };
  };
}

/** The driver's refusal of a named statement whose result type changed, wrapped as drizzle does. */
const stalePlan = () =>
  Object.assign(new Error('Failed query: select …'), {
    cause: Object.assign(new Error('cached plan must not change result type'), { code: '0A000' }),
  });

describe('preparedRead', () => {
  it('builds and prepares the query once, then only executes it with each call’s values', async () => {
    const log: string[] = [];
    const read = preparedRead('test_read', recordingBuilder(log));
    expect(await read({ slug: 'a' })).toEqual(['prepared']);
    expect(await read({ slug: 'b' })).toEqual(['prepared']);
    expect(log).toEqual([
      'build',
      'prepare test_read',
      'execute test_read {"slug":"a"}',
      'execute test_read {"slug":"b"}',
    ]);
  });

  it('inside a scope (a preview’s transaction) builds the query on the scope’s handle every time', async () => {
    const log: string[] = [];
    const read = preparedRead('test_scoped', recordingBuilder(log));
    await read();
    log.length = 0;
    const transaction = {} as Database;
    const rows = await runInScope(transaction, async () => [await read({ id: 1 }), await read({ id: 2 })]);
    expect(rows).toEqual([['unprepared'], ['unprepared']]);
    expect(log).toEqual(['build', 'execute unprepared {"id":1}', 'build', 'execute unprepared {"id":2}']);
  });

  it('parses itself again under a new name when a migration changed what it returns, once for all calls', async () => {
    const log: string[] = [];
    const read = preparedRead('test_stale', () => {
      log.push('build');
      return {
        execute: async () => ['unprepared'],
        prepare: (name: string) => ({
          execute: async () => {
            log.push(`execute ${name}`);
            if (name === 'test_stale') throw stalePlan();
            return [name];
          },
        }),
      };
    });
    expect(await Promise.all([read(), read()])).toEqual([['test_stale_1'], ['test_stale_1']]);
    expect(await read()).toEqual(['test_stale_1']);
    expect(log).toEqual([
      'build',
      'execute test_stale',
      'execute test_stale',
      'build',
      'execute test_stale_1',
      'execute test_stale_1',
      'execute test_stale_1',
    ]);
  });

  it('lets every other error through, and does not retry it', async () => {
    const log: string[] = [];
    const read = preparedRead('test_failing', () => ({
      execute: async () => ['unprepared'],
      prepare: () => ({
        execute: async () => {
          log.push('execute');
          throw Object.assign(new Error('relation does not exist'), { code: '42P01' });
        },
      }),
    }));
    await expect(read()).rejects.toThrow('relation does not exist');
    expect(log).toEqual(['execute']);
    expect(isStalePlan(stalePlan())).toBe(true);
    expect(isStalePlan(Object.assign(new Error('other'), { code: '0A000' }))).toBe(false);
  });
});
