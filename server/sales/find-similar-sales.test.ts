import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSales } from '../../valuation';
import { buildSaleRow, type SaleRow, salesCsv } from '../../valuation/sales-csv-factory';
import { AppError } from '../app-error';
import { createTestDatabase, type TestDatabase, testDialects } from '../db/test-databases';
import { findSimilarSales } from './find-similar-sales';
import { importSales } from './import-sales';

describe.each(testDialects)('findSimilarSales on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.drop());

  async function store(rows: SaleRow[]) {
    const { sales } = await parseSales(salesCsv(rows));
    await importSales({ db: database.db, sales });
  }

  it('ranks the same name in another TLD first, then shared words, then the same pattern, never the name itself', async () => {
    await store([
      buildSaleRow({ domain: 'carinsurance.com', date: '2019-01-01', price_usd: 50000 }),
      buildSaleRow({ domain: 'carinsurance.com', date: '2016-01-01', price_usd: 20000 }),
      buildSaleRow({ domain: 'carinsurance.org', date: '', venue: '', price_usd: 900 }),
      buildSaleRow({ domain: 'carinsurance.net', date: '2015-06-01', price_usd: 1500 }),
      buildSaleRow({ domain: 'carinsurancequotes.com', date: '2015-01-01', price_usd: 700 }),
      buildSaleRow({ domain: 'cheapinsurance.com', date: '2019-05-01', price_usd: 400 }),
      buildSaleRow({ domain: 'carparts.com', date: '2019-06-01', price_usd: 300 }),
      buildSaleRow({ domain: 'qwxzqwxzqwxzq.com', date: '2019-09-01', price_usd: 150 }),
      buildSaleRow({ domain: 'qwxzqwxzqwxz.com', date: '2017-01-01', price_usd: 120 }),
      buildSaleRow({ domain: 'qwxz-qwxzqwx.com', date: '2019-01-01', price_usd: 110 }),
      buildSaleRow({ domain: 'unrelated.com', date: '2019-01-01', price_usd: 110 }),
    ]);
    const similar = await findSimilarSales({
      db: database.db,
      domain: 'https://www.CarInsurance.com/',
      limit: 20,
    });
    expect(similar.map((sale) => [sale.domain, sale.match, sale.word])).toEqual([
      ['carinsurance.net', 'same-name', undefined],
      ['carinsurance.org', 'same-name', undefined],
      // Both words beat one; 'insurance' (longer, as rare) beats 'car'.
      ['carinsurancequotes.com', 'shared-word', 'insurance'],
      ['cheapinsurance.com', 'shared-word', 'insurance'],
      ['carparts.com', 'shared-word', 'car'],
      // Long names: the same length first, then one longer.
      ['qwxzqwxzqwxz.com', 'same-pattern', undefined],
      ['qwxzqwxzqwxzq.com', 'same-pattern', undefined],
    ]);
    expect(similar[0]).toEqual({
      domain: 'carinsurance.net',
      priceUsd: 1500,
      date: '2015-06-01',
      venue: 'GoDaddy',
      match: 'same-name',
    });
    expect(similar[1]).toMatchObject({ date: null, venue: null });
  });

  it('answers at most 10 sales, the newest first among equals', async () => {
    await store(
      Array.from({ length: 25 }, (_, index) =>
        buildSaleRow({
          domain: `zip${index}.com`,
          date: `20${10 + (index % 10)}-01-01`,
          price_usd: 100 + index,
        }),
      ),
    );
    const similar = await findSimilarSales({ db: database.db, domain: 'zip.com' });
    expect(similar).toHaveLength(10);
    expect(similar.every((sale) => sale.match === 'shared-word' && sale.word === 'zip')).toBe(true);
    const dates = similar.map((sale) => sale.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds short names by their pattern: three letters, then nothing of another shape', async () => {
    await store([
      buildSaleRow({ domain: 'qxv.com', date: '2018-01-01' }),
      buildSaleRow({ domain: 'bkw.net', date: '2019-01-01' }),
      buildSaleRow({ domain: 'b2w.com', date: '2019-01-01' }),
      buildSaleRow({ domain: 'qxvw.com', date: '2019-01-01' }),
    ]);
    const similar = await findSimilarSales({ db: database.db, domain: 'zjq.com' });
    expect(similar.map((sale) => [sale.domain, sale.match])).toEqual([
      ['bkw.net', 'same-pattern'],
      ['qxv.com', 'same-pattern'],
    ]);
  });

  it('answers an empty list when nothing resembles the name, and refuses what is no domain', async () => {
    expect(await findSimilarSales({ db: database.db, domain: 'example.com' })).toEqual([]);
    await expect(findSimilarSales({ db: database.db, domain: '   ' })).rejects.toThrow(AppError);
  });
});
