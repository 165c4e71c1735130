import { describe, expect, it } from 'vitest';
import { normalizeSearchTerm } from './search-term';
import { isKnownTld } from './tlds';

function domainOf(term: string) {
  const result = normalizeSearchTerm(term);
  return result.ok ? result.value.domain : result.error;
}

describe('search-term normalisation (spec 5)', () => {
  it.each([
    ['https://www.Example.com/', 'example.com'],
    ['http://example.com', 'example.com'],
    ['www.example.net', 'example.net'],
    ['EXAMPLE.ORG', 'example.org'],
    ['example', 'example.com'],
    ['best shoes online', 'best.com'],
    ['ex<am>ple~.de', 'example.de'],
    ['ex`am´ple≤≥∆.io', 'example.io'],
    ['my-shop.de', 'my-shop.de'],
    ['blog.example.co.uk', 'example.co.uk'],
    ['shop.example.com', 'example.com'],
    ['https://example.com/path?query=1#top', 'example.com'],
    ['www.com', 'www.com'],
  ])('reads %j as %s', (term, expected) => {
    expect(domainOf(term)).toBe(expected);
  });

  it('refuses an empty term, or one of only spaces or punctuation, with SearchToken empty', () => {
    for (const term of ['', '   ', '!!!', '...']) expect(domainOf(term)).toBe('searchTokenEmpty');
  });

  it('refuses a one-character term', () => {
    expect(domainOf('a')).toBe('searchTermTooShort');
    expect(domainOf(' x! ')).toBe('searchTermTooShort');
    expect(domainOf('x.com')).toBe('x.com');
  });

  it('refuses names over 63 characters, in readable or ASCII form', () => {
    expect(domainOf('a'.repeat(63))).toBe(`${'a'.repeat(63)}.com`);
    expect(domainOf('a'.repeat(64))).toBe('domainTooLong');
    expect(domainOf('a'.repeat(70))).toBe('domainTooLong');
    // 60 readable characters, 67 in ASCII (xn--...).
    expect(domainOf(`${'äb'.repeat(30)}.de`)).toBe('domainTooLong');
  });

  it('keeps IDN names readable and gives their ASCII form', () => {
    expect(normalizeSearchTerm('München.de')).toEqual({
      ok: true,
      value: { domain: 'münchen.de', ascii: 'xn--mnchen-3ya.de', name: 'münchen', tld: 'de' },
    });
    expect(domainOf('xn--mnchen-3ya.de')).toBe('münchen.de');
  });
});

describe('TLDs', () => {
  it('knows delegated TLDs, two-part ones and IDN TLDs in both forms', () => {
    for (const tld of ['com', 'de', 'co.uk', 'berlin', 'рф', 'xn--p1ai']) expect(isKnownTld(tld)).toBe(true);
    for (const tld of ['notatld', 'exe', '']) expect(isKnownTld(tld)).toBe(false);
  });
});
