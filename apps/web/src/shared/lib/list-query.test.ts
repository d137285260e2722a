import { describe, expect, it } from 'vitest';
import { listHref, pageFromLink, readListQuery } from './list-query';

describe('readListQuery', () => {
  it.each([
    ['', { category: undefined, page: 1 }],
    ['category=karriere', { category: 'karriere', page: 1 }],
    ['category=karriere&page=3', { category: 'karriere', page: 3 }],
    ['page=0', { category: undefined, page: 1 }],
    ['page=-2', { category: undefined, page: 1 }],
    ['page=1.5', { category: undefined, page: 1 }],
    ['page=abc', { category: undefined, page: 1 }],
    ['category=%3Cscript%3E', { category: undefined, page: 1 }],
    [`category=${'a'.repeat(121)}`, { category: undefined, page: 1 }],
  ])('?%s → %j', (search, expected) => {
    expect(readListQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('listHref', () => {
  it.each([
    [{ category: undefined, page: 1 }, '/blog'],
    [{ category: 'resilienz', page: 1 }, '/blog?category=resilienz'],
    [{ category: 'resilienz', page: 2 }, '/blog?category=resilienz&page=2'],
    [{ category: undefined, page: 4 }, '/blog?page=4'],
  ])('%j → %s', (query, expected) => {
    expect(listHref('/blog', query)).toBe(expected);
  });
});

describe('pageFromLink', () => {
  it('reads the page of the API links', () => {
    expect(pageFromLink('/api/blog/?language=de&page_size=1&page=2')).toBe(2);
    expect(pageFromLink('/api/blog/?language=de&category=karriere')).toBe(1);
    expect(pageFromLink(null)).toBeNull();
    expect(pageFromLink('/api/blog/?page=x')).toBeNull();
  });
});
