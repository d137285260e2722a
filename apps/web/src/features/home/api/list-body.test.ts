import { describe, expect, it } from 'vitest';
import { listBody } from './list-body';

describe('listBody', () => {
  it('reads a plain array or the results of a page', () => {
    expect(listBody([1, 2])).toEqual([1, 2]);
    expect(listBody({ results: [3] })).toEqual([3]);
  });

  it('gives an empty list for anything else', () => {
    expect(listBody(null)).toEqual([]);
    expect(listBody({})).toEqual([]);
  });
});
