import { afterAll, describe, expect, it } from 'vitest';
import { estimate } from './estimate';
import { readSales } from './read-sales';
import { buildSaleRow, letterLabels, type SaleRow, salesCsv, tempFolder } from './sales-csv-factory';
import { trainGroupModel } from './train-group-model';

const folder = tempFolder();
afterAll(() => folder.remove());

async function train(rows: SaleRow[], minGroupSales?: number) {
  const { sales } = await readSales(folder.write('sales.csv', salesCsv(rows)));
  return trainGroupModel(sales, { minGroupSales });
}

/** 41 four-letter .com names sold for $100, $110, ... $500. */
const fourLetterRows = letterLabels(41, 4).map((label, index) =>
  buildSaleRow({
    domain: `${label}.com`,
    price_usd: 100 + index * 10,
    date: `2018-01-${String((index % 28) + 1).padStart(2, '0')}`,
  }),
);

describe('training the group-medians model', () => {
  it('reads the median and the 10th and 90th percentiles from the sales of a group', async () => {
    const model = await train(fourLetterRows);
    expect(model.groups['com|4|letters']).toEqual({
      sales: 41,
      low: 140,
      median: 300,
      high: 460,
      years: [2018, 2018],
    });
    const answer = estimate(model, { name: 'wxyz', tld: 'com' });
    expect(answer.estimation).toBe(300);
    expect(answer.range).toEqual([140, 460]);
    expect(answer.basis).toEqual({
      sales: 41,
      matched: { tld: 'com', length: '4', charClass: 'letters' },
      years: [2018, 2018],
      context: 'auction',
    });
  });

  it('does not let the oversampled high end pull ordinary names up', async () => {
    const oversampled = letterLabels(100, 4, 500).map((label) =>
      buildSaleRow({ domain: `${label}.com`, price_usd: 50_000, sample: 'high_value_oversample' }),
    );
    const model = await train([...fourLetterRows, ...oversampled]);
    expect(model.groups['com|4|letters']?.median).toBe(300);
    expect(model.counts).toMatchObject({
      sales: 141,
      trainedOn: 41,
      bySample: { natural: 41, high_value_oversample: 100 },
    });
  });

  it('falls back to a coarser group when a group has too few sales', async () => {
    const threeLetter = letterLabels(5, 3).map((label) =>
      buildSaleRow({ domain: `${label}.com`, price_usd: 5000 }),
    );
    const model = await train([...fourLetterRows, ...threeLetter]);
    const answer = estimate(model, { name: 'xyz', tld: 'com' });
    expect(answer.basis.matched).toEqual({ tld: 'com' });
    expect(answer.basis.sales).toBe(46);

    const lenient = await train([...fourLetterRows, ...threeLetter], 5);
    const fine = estimate(lenient, { name: 'xyz', tld: 'com' });
    expect(fine.basis.matched).toEqual({ tld: 'com', length: '3', charClass: 'letters' });
    expect(fine.estimation).toBe(5000);
  });

  it('backs off to names of the same length and make-up in other TLDs before giving those up', async () => {
    const model = await train(fourLetterRows);
    const answer = estimate(model, { name: 'abcd', tld: 'de' });
    expect(answer.basis.matched).toEqual({ length: '4', charClass: 'letters' });
    expect(answer.features.tldBased).toEqual({ tld: 'de', tldType: 'country-code', salesSeen: 0 });
  });

  it('gives the same model for the same sales in any order, dated by the newest sale', async () => {
    const rows = [...fourLetterRows, buildSaleRow({ domain: 'late.net', date: '2019-06-30' })];
    const forward = await train(rows);
    const backward = await train([...rows].reverse());
    expect(backward).toEqual(forward);
    expect(forward.trainedAt).toBe('2019-06-30');
    expect(forward.tldSales).toEqual({ com: 41, net: 1 });
  });

  it('holds aggregates only: no name of the sales file ends up in the model', async () => {
    const model = await train(fourLetterRows);
    const json = JSON.stringify(model);
    for (const label of letterLabels(41, 4)) expect(json).not.toContain(`"${label}`);
  });

  it('refuses sales that hold no natural-sample row', async () => {
    await expect(train([buildSaleRow({ sample: 'top_sales_report' })])).rejects.toThrow(
      /no sale with sample 'natural'/,
    );
  });
});
