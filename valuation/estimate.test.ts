import { afterAll, describe, expect, it } from 'vitest';
import { estimate, loadModel } from './estimate';
import { tempFolder } from './sales-csv-factory';

const model = loadModel();
const folder = tempFolder();
afterAll(() => folder.remove());

describe('estimating with the committed model', () => {
  it('values example.com above zero and inside its own range', () => {
    const answer = estimate(model, { name: 'example', tld: 'com' });
    expect(answer.estimation).toBeGreaterThan(0);
    expect(answer.range[0]).toBeLessThanOrEqual(answer.estimation);
    expect(answer.estimation).toBeLessThanOrEqual(answer.range[1]);
    expect(answer.coverage).toBe(0.8);
    expect(answer.modelVersion).toBe('group-medians-1');
    expect(answer.basis.context).toBe('auction');
    expect(answer.features.tldBased).toMatchObject({ tld: 'com', tldType: 'generic' });
    expect(answer.features.tldBased.salesSeen).toBeGreaterThan(1000);
  });

  it('values a 3-letter .com above a 15-letter hyphenated .info', () => {
    const short = estimate(model, { name: 'abc', tld: 'com' });
    const long = estimate(model, { name: 'best-cheap-shop', tld: 'info' });
    expect(short.estimation).toBeGreaterThan(long.estimation);
  });

  it('gives a positive figure inside its range for odd names, never NaN', () => {
    const odd = [
      { name: 'a'.repeat(63), tld: 'com' },
      { name: 'x'.repeat(5000), tld: 'com' },
      { name: '0123456789', tld: 'net' },
      { name: '7', tld: 'io' },
      { name: 'xn--wlru4x', tld: 'com' },
      { name: 'xn--', tld: 'xn--p1ai' },
      { name: 'shop', tld: 'nosuchtld' },
      { name: 'WEIRD_Name', tld: '.CO.UK' },
      { name: '--', tld: 'de' },
      { name: 'proto', tld: 'constructor' },
    ];
    for (const input of odd) {
      const answer = estimate(model, input);
      expect(Number.isFinite(answer.estimation), input.name).toBe(true);
      expect(answer.estimation).toBeGreaterThan(0);
      expect(answer.range[0]).toBeGreaterThan(0);
      expect(answer.range[0]).toBeLessThanOrEqual(answer.estimation);
      expect(answer.estimation).toBeLessThanOrEqual(answer.range[1]);
      for (const value of [
        ...Object.values(answer.features.nameBased),
        ...Object.values(answer.features.tldBased),
      ]) {
        expect(['string', 'number', 'boolean']).toContain(typeof value);
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      }
    }
  });

  it('rounds the figure to two significant digits', () => {
    const { estimation } = estimate(model, { name: 'example', tld: 'com' });
    expect(Number(estimation.toPrecision(2))).toBe(estimation);
  });

  it('refuses an empty name or TLD instead of guessing', () => {
    expect(() => estimate(model, { name: '', tld: 'com' })).toThrow(RangeError);
    expect(() => estimate(model, { name: 'shop', tld: ' ' })).toThrow(RangeError);
  });
});

describe('loading a model', () => {
  it('finds the committed model whatever the working directory', () => {
    const before = process.cwd();
    try {
      process.chdir(folder.write('.keep', '').replace(/\/\.keep$/, ''));
      expect(loadModel().version).toBe('group-medians-1');
    } finally {
      process.chdir(before);
    }
  });

  it('refuses a file that is not a model, naming it', () => {
    const path = folder.write('not-a-model.json', '{"version":"x"}');
    expect(() => loadModel(path)).toThrow(/not-a-model\.json: not a valuation model/);
    expect(() => loadModel(folder.write('broken.json', '{'))).toThrow(/cannot read the valuation model/);
  });
});
