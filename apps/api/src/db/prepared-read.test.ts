import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { preparedRead } from './prepared-read';
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
});
