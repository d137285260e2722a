import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isStorageFull } from './errors';

describe('isStorageFull (decision 068)', () => {
  it('knows a file system that is full, as Node reports it', async () => {
    // /dev/full answers every write with ENOSPC: the real error, without filling a disk.
    const error = await writeFile('/dev/full', 'x').then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({ code: 'ENOSPC' });
    expect(isStorageFull(error)).toBe(true);
  });

  it("knows PostgreSQL's disk_full and a quota, also wrapped (Drizzle's query error)", () => {
    const driver = Object.assign(new Error('could not extend file'), { code: '53100' });
    expect(isStorageFull(new Error('Failed query', { cause: driver }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isStorageFull(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
    expect(isStorageFull('ENOSPC')).toBe(false);
  });
});
