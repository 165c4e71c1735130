import { describe, expect, it } from 'vitest';
import { featureNames } from '../features/index';
import { estimate, loadModel } from '../index';
import { calibrate, rangeOffsets } from './calibration';
import { estimateName } from './estimate-name';
import { loadEngine } from './load-engine';

// The committed models (models/manifest.json), loaded without any sales file.
const engine = loadEngine();

describe('the committed estimation models', () => {
  it('list the spec models and a marketplace model, all loadable', () => {
    const names = [...engine.models.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'price_range',
        'outliers_filtered_out_1',
        'outliers_filtered_out_2',
        'trained_over_all_domains',
      ]),
    );
    expect(names.some((name) => /^price_range_[a-z]/.test(name))).toBe(true);
    expect(engine.defaultModel).toBe('price_range');
  });

  it('value example.com above zero and inside its own 80% range', () => {
    const answer = estimate(loadModel(), { name: 'example', tld: 'com' });
    expect(answer.estimation).toBeGreaterThan(0);
    expect(answer.range[0]).toBeLessThanOrEqual(answer.estimation);
    expect(answer.range[1]).toBeGreaterThanOrEqual(answer.estimation);
    expect(answer.coverage).toBe(0.8);
    expect(answer.features.tldBased.tld).toBe('com');
    expect(answer.context.reference).toBe(true);
    expect(answer.modelVersion).toMatch(/^price_range-/);
  });

  it('value a 3-letter .com above a long hyphenated .info, with every model', () => {
    for (const model of engine.models.keys()) {
      const short = estimateName(engine, { label: 'qzx', tld: 'com', model });
      const long = estimateName(engine, { label: 'cheap-used-car-parts-online', tld: 'info', model });
      expect(short.estimation, model).toBeGreaterThan(long.estimation);
    }
  });

  it('give five signed reasons with a key and English text that, with the base, add up to the estimate', () => {
    const answer = estimateName(engine, { label: 'carinsurance', tld: 'com' });
    expect(answer.reasons).toHaveLength(5);
    for (const reason of answer.reasons) {
      expect(reason.key).toMatch(/^reason\.[a-zA-Z]+$/);
      expect(reason.text.length).toBeGreaterThan(2);
      expect(reason.factor).toBeCloseTo(Math.exp(reason.effect), 2);
    }
    const effects = answer.reasons.map((reason) => Math.abs(reason.effect));
    expect(effects).toEqual([...effects].sort((a, b) => b - a));
    const sum =
      answer.reasonsBase + answer.reasons.reduce((total, r) => total + r.effect, 0) + answer.reasonsRest;
    expect(sum).toBeCloseTo(answer.log.estimate, 2);
    expect(new Set(answer.reasons.map((reason) => reason.key)).size).toBe(5);
  });

  it('does not value a name higher when its sale context is unknown than in the reference context', () => {
    const unknown = estimateName(engine, { label: 'bluefox', tld: 'net' });
    const reference = engine.models.get('price_range')?.file.referenceContext;
    const stated = estimateName(engine, { label: 'bluefox', tld: 'net', context: reference });
    expect(unknown.estimation).toBe(stated.estimation);
  });

  it('values a sale after the reference year at the reference year, not at the level of the few later report rows', () => {
    const reference = engine.models.get('price_range')?.file.referenceContext;
    const atReference = estimateName(engine, { label: 'bestshoes', tld: 'net', context: reference });
    for (const year of [2021, 2026]) {
      const later = estimateName(engine, {
        label: 'bestshoes',
        tld: 'net',
        context: { venue: reference?.venue, year },
      });
      expect(later.estimation).toBe(atReference.estimation);
      expect(later.context.year).toBe(reference?.year);
    }
  });

  it('values a sale at a marketplace it never saw like one at the reference marketplace', () => {
    const reference = engine.models.get('price_range')?.file.referenceContext;
    const atReference = estimateName(engine, { label: 'bestshoes', tld: 'net', context: reference });
    const elsewhere = estimateName(engine, {
      label: 'bestshoes',
      tld: 'net',
      context: { venue: 'Some New Marketplace', year: reference?.year },
    });
    expect(elsewhere.estimation).toBe(atReference.estimation);
    expect(elsewhere.context.venue).toBe(reference?.venue);
  });

  it('refuses an empty name and an unknown model', () => {
    expect(() => estimateName(engine, { label: '', tld: 'com' })).toThrow(RangeError);
    expect(() => estimateName(engine, { label: 'a', tld: 'com', model: 'nope' })).toThrow(RangeError);
  });
});

// The range calibration (calibration.ts), on made-up held-out residuals.
const featureCount = featureNames.length;
const lengthAt = featureNames.indexOf('length');
const comAt = featureNames.indexOf('tldIsCom');

// 400 held-out .com names of 8 characters: cheap estimates miss by +-0.5, dear ones by +-2.
function heldOut() {
  const rows = new Float32Array(400 * featureCount);
  const residuals: number[] = [];
  const estimates: number[] = [];
  for (let i = 0; i < 400; i++) {
    rows[i * featureCount + lengthAt] = 8;
    rows[i * featureCount + comAt] = 1;
    const dear = i >= 200;
    estimates.push(dear ? 9 : 5.5);
    residuals.push(((i % 100) / 99 - 0.5) * (dear ? 4 : 1));
  }
  return { rows, residuals, estimates };
}

describe('range calibration', () => {
  it('gives names with a high estimate a wider range when their held-out sales spread wider', () => {
    const { rows, residuals, estimates } = heldOut();
    const calibration = calibrate(rows, featureCount, residuals, {
      estimates,
      scheme: 'tld-length-band',
      minGroupSales: 50,
    });
    const row = rows.subarray(0, featureCount);
    const [cheapLow, cheapHigh] = rangeOffsets(calibration, row, 5.5);
    const [dearLow, dearHigh] = rangeOffsets(calibration, row, 9);
    expect(dearHigh - dearLow).toBeGreaterThan(3 * (cheapHigh - cheapLow));
    expect(cheapLow).toBeLessThan(0);
    expect(cheapHigh).toBeGreaterThan(0);
  });

  it('keeps one range per .com and length class in the older scheme, whatever the estimate', () => {
    const { rows, residuals, estimates } = heldOut();
    const calibration = calibrate(rows, featureCount, residuals, { estimates, scheme: 'tld-length' });
    const row = rows.subarray(0, featureCount);
    expect(rangeOffsets(calibration, row, 5.5)).toEqual(rangeOffsets(calibration, row, 9));
  });
});
