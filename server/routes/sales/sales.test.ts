import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSales } from '../../../valuation';
import { buildSaleRow, salesCsv } from '../../../valuation/sales-csv-factory';
import { testDialects } from '../../db/test-databases';
import { importSales } from '../../sales/import-sales';
import { buildTestApp, type TestApp } from '../../test-app';

describe.each(testDialects)('sales API on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ dialect });
    const { sales } = await parseSales(
      salesCsv([
        buildSaleRow({ domain: 'bestcar.com', date: '2019-03-01', price_usd: 100 }),
        buildSaleRow({ domain: 'bestcar.net', date: '2018-03-01', price_usd: 200, venue: 'Sedo' }),
        buildSaleRow({ domain: 'carloans.com', date: '2019-04-01', price_usd: 400 }),
      ]),
    );
    await importSales({ db: test.database.db, sales });
  });
  afterAll(() => test.close());

  const post = (url: string, payload: unknown) =>
    test.app.inject({ method: 'POST', url, payload: payload as object });

  it('answers the similar sales of a typed name in the envelope, the name itself left out', async () => {
    const response = await post('/pricer/v1/similar_sales', { domains: ['https://www.BestCar.com/'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { domain: 'bestcar.net', priceUsd: 200, date: '2018-03-01', venue: 'Sedo', match: 'same-name' },
        {
          domain: 'carloans.com',
          priceUsd: 400,
          date: '2019-04-01',
          venue: 'GoDaddy',
          match: 'shared-word',
          word: 'car',
        },
      ],
      messages: [],
    });
  });

  it('answers one price trend per keyword and TLD', async () => {
    const response = await post('/pricer/v1/price_trends', { keywords: ['car'], tlds: ['.net'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          keyword: 'car',
          trendOverYear: [
            { year: 2018, sales: 1, medianPrice: 200 },
            { year: 2019, sales: 2, medianPrice: 250 },
          ],
        },
        { tld: 'net', trendOverYear: [{ year: 2018, sales: 1, medianPrice: 200 }] },
      ],
      messages: [],
    });
  });

  it.each([
    ['/pricer/v1/similar_sales', {}, 'invalidRequest', /domains/],
    ['/pricer/v1/similar_sales', { domains: [] }, 'invalidRequest', /domains/],
    ['/pricer/v1/similar_sales', { domains: ['a.com', 'b.com'] }, 'invalidRequest', /domains/],
    ['/pricer/v1/similar_sales', { domains: ['  '] }, 'searchTokenEmpty', /SearchToken empty/],
    ['/pricer/v1/similar_sales', { domains: [`${'x'.repeat(70)}.com`] }, 'domainTooLong', /63 characters/],
    ['/pricer/v1/price_trends', {}, 'noTrendTerms', /at least one keyword or TLD/],
    ['/pricer/v1/price_trends', { keywords: Array(11).fill('car') }, 'tooManyTrendTerms', /At most 10/],
    [
      '/pricer/v1/price_trends',
      { keywords: ['car rental'] },
      'invalidKeyword',
      /'car rental' is not a keyword/,
    ],
    ['/pricer/v1/price_trends', { tlds: ['c o m'] }, 'invalidTld', /Invalid TLD/],
    ['/pricer/v1/price_trends', { keywords: 'car' }, 'invalidRequest', /keywords/],
  ])('answers 400 with a clear message to %s %j', async (url, payload, key, text) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data).toEqual([]);
    expect(body.messages[0]).toMatchObject({ type: 'error', key });
    expect(body.messages[0].text).toMatch(text);
  });
});
