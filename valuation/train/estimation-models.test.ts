import { describe, expect, it } from 'vitest';
import { baseModels, estimationModelSpecs } from './estimation-models';
import { buildSale } from './sales-factory';

const model = (name: string) => {
  const spec = baseModels.find((candidate) => candidate.name === name);
  if (!spec) throw new Error(name);
  return spec;
};

describe('estimation models', () => {
  it('outliers_filtered_out_1 drops sales under $10 outside .com and under $100 for .com', () => {
    const keep = model('outliers_filtered_out_1').keep;
    expect(keep(buildSale({ domain: 'a.com', priceUsd: 99 }))).toBe(false);
    expect(keep(buildSale({ domain: 'a.com', priceUsd: 100 }))).toBe(true);
    expect(keep(buildSale({ domain: 'a.net', priceUsd: 9 }))).toBe(false);
    expect(keep(buildSale({ domain: 'a.net', priceUsd: 50 }))).toBe(true);
  });

  it('outliers_filtered_out_2 drops every sale under $100', () => {
    const keep = model('outliers_filtered_out_2').keep;
    expect(keep(buildSale({ domain: 'a.net', priceUsd: 50 }))).toBe(false);
    expect(keep(buildSale({ domain: 'a.net', priceUsd: 100 }))).toBe(true);
  });

  it('price_range leaves out the all-time sales before 2015; trained_over_all_domains keeps everything', () => {
    const old = buildSale({ date: '2008-12-31', priceUsd: 2_000_000, sample: 'all_time_top_1000' });
    expect(model('price_range').keep(old)).toBe(false);
    expect(model('price_range').keep(buildSale({ date: null, venue: '' }))).toBe(true);
    expect(model('trained_over_all_domains').keep(old)).toBe(true);
  });

  it('gives a marketplace its own model only with enough sales, and that model keeps only its sales', () => {
    const sales = [
      ...Array.from({ length: 1000 }, (_, i) =>
        buildSale({ domain: `n${i}.com`, venue: 'GoDaddy', date: i < 150 ? '2019-08-01' : '2018-01-01' }),
      ),
      ...Array.from({ length: 999 }, (_, i) =>
        buildSale({ domain: `s${i}.com`, venue: 'Sedo', date: '2019-08-01' }),
      ),
    ];
    const marketplaces = estimationModelSpecs(sales).filter((spec) => spec.name.startsWith('price_range_'));
    expect(marketplaces.map((spec) => spec.name)).toEqual(['price_range_godaddy']);
    const keep = marketplaces[0]?.keep ?? (() => true);
    expect(keep(buildSale({ venue: 'Sedo' }))).toBe(false);
    expect(keep(buildSale({ venue: 'GoDaddy' }))).toBe(true);
  });
});
