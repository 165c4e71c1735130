import { describe, expect, it } from 'vitest';
import { basicEstimatePath, planSearch } from './plan-search';

describe('pressing GO', () => {
  it('leads from a typed address to the estimate of its readable domain', () => {
    expect(planSearch('https://www.Example.com/')).toEqual({
      kind: 'go',
      domain: 'example.com',
      path: '/basic/example.com',
    });
  });

  it('appends .com to a bare keyword', () => {
    expect(planSearch('  coffee  ')).toMatchObject({ path: '/basic/coffee.com' });
  });

  it('keeps an internationalised name readable', () => {
    expect(planSearch('München.de')).toMatchObject({ domain: 'münchen.de' });
    expect(basicEstimatePath('münchen.de')).toBe('/basic/m%C3%BCnchen.de');
  });

  it('does nothing with empty input', () => {
    expect(planSearch('   ')).toEqual({ kind: 'empty' });
  });

  it('names the rule a bad term breaks', () => {
    expect(planSearch('a')).toEqual({ kind: 'invalid', error: 'searchTermTooShort' });
    expect(planSearch(`${'a'.repeat(64)}.com`)).toEqual({ kind: 'invalid', error: 'domainTooLong' });
    expect(planSearch('!!!')).toEqual({ kind: 'invalid', error: 'searchTokenEmpty' });
  });
});
