import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSales } from '../../valuation';
import { buildSaleRow, salesCsv } from '../../valuation/sales-csv-factory';
import { createTestDatabase, type TestDatabase, testDialects } from '../db/test-databases';
import { importSales } from './import-sales';
import { priceTrend } from './price-trend';
import { priceTrends } from './price-trends';

describe.each(testDialects)('price trends on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { sales } = await parseSales(
      salesCsv([
        buildSaleRow({ domain: 'carrental.com', date: '2018-02-01', price_usd: 300 }),
        buildSaleRow({ domain: 'usedcar.com', date: '2018-05-01', price_usd: 100 }),
        buildSaleRow({ domain: 'car.net', date: '2018-12-31', price_usd: 200 }),
        buildSaleRow({ domain: 'bestcar.com', date: '2019-03-01', price_usd: 100 }),
        buildSaleRow({ domain: 'carloans.com', date: '2019-04-01', price_usd: 400.5 }),
        buildSaleRow({ domain: 'carhire.com', date: '', venue: '', price_usd: 5000 }),
        buildSaleRow({ domain: 'cars.com', date: '2019-01-01', price_usd: 9999 }),
        buildSaleRow({ domain: 'bus.com', date: '2018-06-01', price_usd: 999 }),
        buildSaleRow({
          domain: 'supercar.com',
          date: '2018-07-01',
          price_usd: 80_000,
          sample: 'high_value_oversample',
        }),
      ]),
    );
    await importSales({ db: database.db, sales });
  });
  afterAll(() => database.drop());

  it('gives sales per year and their median for a keyword, undated sales in no year', async () => {
    expect(await priceTrend({ db: database.db, keyword: ' Car ' })).toEqual({
      keyword: 'car',
      trendOverYear: [
        // 100, 200, 300
        { year: 2018, sales: 3, medianPrice: 200 },
        // 100, 400.5
        { year: 2019, sales: 2, medianPrice: 250.25 },
      ],
    });
  });

  it('leaves out sales that were sampled for their high price', async () => {
    const trend = await priceTrend({ db: database.db, keyword: 'supercar' });
    expect(trend.trendOverYear).toEqual([]);
  });

  it('gives the same for a TLD, written with or without the dot', async () => {
    expect(await priceTrend({ db: database.db, tld: '.COM' })).toEqual({
      tld: 'com',
      trendOverYear: [
        // 100, 300, 999
        { year: 2018, sales: 3, medianPrice: 300 },
        // 100, 400.5, 9999
        { year: 2019, sales: 3, medianPrice: 400.5 },
      ],
    });
    expect(await priceTrend({ db: database.db, tld: 'org' })).toEqual({ tld: 'org', trendOverYear: [] });
  });

  it('answers one trend per keyword and TLD, and refuses none, too many or a bad term', async () => {
    const trends = await priceTrends({ db: database.db, keywords: ['car'], tlds: ['net'], limit: 10 });
    expect(trends.map((trend) => trend.keyword ?? trend.tld)).toEqual(['car', 'net']);
    await expect(priceTrends({ db: database.db, limit: 10 })).rejects.toMatchObject({ key: 'noTrendTerms' });
    await expect(
      priceTrends({ db: database.db, keywords: Array(6).fill('car'), tlds: Array(5).fill('com'), limit: 10 }),
    ).rejects.toMatchObject({ key: 'tooManyTrendTerms', params: [10] });
    await expect(priceTrend({ db: database.db, keyword: 'car insurance' })).rejects.toMatchObject({
      key: 'invalidKeyword',
    });
    await expect(priceTrend({ db: database.db, tld: 'c o m' })).rejects.toMatchObject({ key: 'invalidTld' });
  });
});
