import { describe, expect, it } from 'vitest';
import { fitTargetEncodings, type TargetRow } from './target-encodings';

const sales: TargetRow[] = [
  { label: 'carinsurance', tld: 'com', priceUsd: 8000 },
  { label: 'cheapcars', tld: 'com', priceUsd: 900 },
  { label: 'carloans', tld: 'com', priceUsd: 2500 },
  { label: 'bestcar', tld: 'net', priceUsd: 300 },
  { label: 'usedcars', tld: 'com', priceUsd: 4000 },
  { label: 'usedcars', tld: 'com', priceUsd: 6000 },
  { label: 'zebraworld', tld: 'com', priceUsd: 250_000 },
  { label: 'homeloans', tld: 'de', priceUsd: 1200 },
  { label: 'shoes', tld: 'com', priceUsd: 20_000 },
  { label: 'redshoes', tld: 'co.uk', priceUsd: 700 },
];

describe('fitTargetEncodings', () => {
  it("gives a word seen in a single sale the prior of the other folds, never that sale's own price", () => {
    const { oof, fold, foldTables, table } = fitTargetEncodings(sales, { folds: 3, seed: 7 });
    const row = sales.findIndex((sale) => sale.label === 'zebraworld');
    const others = sales.filter((_, index) => fold[index] !== fold[row]);
    const prior = others.reduce((sum, sale) => sum + Math.log(sale.priceUsd), 0) / others.length;
    expect(foldTables[fold[row] ?? 0]?.words.zebra).toBeUndefined();
    expect(oof[row]?.wordPriceMax).toBeCloseTo(prior, 3);
    expect(oof[row]?.wordSalesMax).toBe(0);
    // The full table, for inference, does know the word.
    expect(table.words.zebra).toEqual([1, Number(Math.log(250_000).toFixed(4))]);
  });

  it("never moves a row's own out-of-fold encodings when its price changes", () => {
    const before = fitTargetEncodings(sales, { folds: 4 });
    for (const [row] of sales.entries()) {
      const changed = sales.map((sale, index) =>
        index === row ? { ...sale, priceUsd: sale.priceUsd * 50 } : sale,
      );
      expect(fitTargetEncodings(changed, { folds: 4 }).oof[row]).toEqual(before.oof[row]);
    }
  });

  it('puts every sale of one label in the same fold, so a resale cannot encode it', () => {
    const { fold } = fitTargetEncodings(sales, { folds: 5, seed: 3 });
    const resales = sales.flatMap((sale, index) => (sale.label === 'usedcars' ? [fold[index]] : []));
    expect(new Set(resales).size).toBe(1);
  });

  it('smooths a word or TLD toward the prior by its weight, and counts its sales', () => {
    const { table } = fitTargetEncodings(sales, { smoothing: 10 });
    const comSales = sales.filter((sale) => sale.tld === 'com');
    const comMean = comSales.reduce((sum, sale) => sum + Math.log(sale.priceUsd), 0) / comSales.length;
    expect(table.tlds.com?.[0]).toBe(comSales.length);
    expect(table.tlds.com?.[1]).toBeCloseTo(comMean, 3);
    expect(table.words.car?.[0]).toBe(3); // 'carinsurance', 'carloans', 'bestcar' ('cars' is its own word)
    expect(table.totalWeight).toBe(sales.length);
    expect(table.smoothing).toBe(10);
  });

  it('lets sample weights count: a row of weight 0 changes nothing', () => {
    const weighted = [...sales, { label: 'carmillion', tld: 'com', priceUsd: 9_000_000, weight: 0 }];
    const plain = fitTargetEncodings(sales).table;
    const withZero = fitTargetEncodings(weighted).table;
    expect(withZero.prior).toBe(plain.prior);
    expect(withZero.words.car).toEqual(plain.words.car);
    expect(withZero.words.million).toBeUndefined();
  });

  it('gives the same folds and tables for the same seed', () => {
    const first = fitTargetEncodings(sales, { seed: 11 });
    const second = fitTargetEncodings(sales, { seed: 11 });
    expect(second).toEqual(first);
  });

  it('refuses fewer than two folds and prices that are not positive', () => {
    expect(() => fitTargetEncodings(sales, { folds: 1 })).toThrow(RangeError);
    expect(() => fitTargetEncodings([{ label: 'a', tld: 'com', priceUsd: 0 }])).toThrow(RangeError);
  });
});
