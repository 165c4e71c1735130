import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  parseRecentSearches,
  recentSearchesCap,
  suggestRecentSearches,
} from './recent-searches';

describe('recent searches', () => {
  it('puts a new search at the front', () => {
    expect(addRecentSearch(['b.com', 'c.com'], 'a.com')).toEqual(['a.com', 'b.com', 'c.com']);
  });

  it('moves a repeated search to the front instead of listing it twice', () => {
    expect(addRecentSearch(['a.com', 'b.com', 'c.com'], 'c.com')).toEqual(['c.com', 'a.com', 'b.com']);
  });

  it('keeps at most 21 searches, dropping the oldest', () => {
    const list = Array.from({ length: recentSearchesCap }, (_, i) => `name${i}.com`);
    const next = addRecentSearch(list, 'new.com');
    expect(recentSearchesCap).toBe(21);
    expect(next).toHaveLength(21);
    expect(next[0]).toBe('new.com');
    expect(next).not.toContain('name20.com');
  });

  it('ignores an empty search', () => {
    expect(addRecentSearch(['a.com'], '  ')).toEqual(['a.com']);
  });

  it('reads back a stored list and survives broken storage', () => {
    expect(parseRecentSearches(JSON.stringify(['a.com', 'b.com']))).toEqual(['a.com', 'b.com']);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify(['a.com', 7, '', 'a.com', null, 'b.com']))).toEqual([
      'a.com',
      'b.com',
    ]);
  });

  it('suggests matching searches, those starting with the typed text first', () => {
    const list = ['shop-berlin.de', 'berlin.de', 'coffee.com', 'berlinale.com'];
    expect(suggestRecentSearches(list, 'berl')).toEqual(['berlin.de', 'berlinale.com', 'shop-berlin.de']);
    expect(suggestRecentSearches(list, '')).toEqual(list);
    expect(suggestRecentSearches(list, 'BERLIN.DE')).toEqual(['shop-berlin.de']);
    expect(suggestRecentSearches(list, '', 2)).toEqual(['shop-berlin.de', 'berlin.de']);
  });
});
