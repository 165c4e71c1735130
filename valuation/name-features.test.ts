import { describe, expect, it } from 'vitest';
import { nameFeatures, tldType } from './name-features';

describe('name features', () => {
  it('tells letters, digits, mixed, hyphenated and IDN labels apart', () => {
    expect(nameFeatures('shop').charClass).toBe('letters');
    expect(nameFeatures('8888').charClass).toBe('digits');
    expect(nameFeatures('web3').charClass).toBe('alphanumeric');
    expect(nameFeatures('my-shop').charClass).toBe('hyphenated');
    expect(nameFeatures('xn--wlru4x').charClass).toBe('idn');
  });

  it('counts characters and gives the trading pattern of short names', () => {
    expect(nameFeatures('Baby')).toMatchObject({
      length: 4,
      lengthBucket: '4',
      letters: 4,
      vowels: 1,
      consonants: 3,
      pattern: 'LLLL',
      cvPattern: 'CVCC',
    });
    expect(nameFeatures('a1-9')).toMatchObject({ digits: 2, hyphens: 1, pattern: 'LN-N' });
    expect(nameFeatures('123')).toMatchObject({ pattern: 'NNN' });
    expect(nameFeatures('123').cvPattern).toBeUndefined();
    expect(nameFeatures('longername').pattern).toBeUndefined();
  });

  it('measures an IDN by the characters a person sees, not its xn-- form', () => {
    expect(nameFeatures('xn--wlru4x')).toMatchObject({
      length: 2,
      lengthBucket: '1-2',
      letters: 0,
      hyphens: 0,
    });
    expect(nameFeatures('xn--not-valid-punycode-!').length).toBeGreaterThan(0);
  });

  it('groups long names into wide length buckets', () => {
    expect(nameFeatures('a'.repeat(9)).lengthBucket).toBe('8-9');
    expect(nameFeatures('a'.repeat(300)).lengthBucket).toBe('15+');
  });

  it('takes a two-letter last label for a country code', () => {
    expect(tldType('de')).toBe('country-code');
    expect(tldType('co.uk')).toBe('country-code');
    expect(tldType('com')).toBe('generic');
    expect(tldType('xn--p1ai')).toBe('generic');
  });
});
