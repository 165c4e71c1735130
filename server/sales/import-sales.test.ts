import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSaleRow, salesCsv, tempFolder } from '../../valuation/sales-csv-factory';
import { createTestDatabase, type TestDatabase, testDialects } from '../db/test-databases';
import { importSalesFile } from './import-sales';

const files = tempFolder();
afterAll(() => files.remove());

describe.each(testDialects)('import-sales on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.drop());

  const countSales = async () =>
    Number(
      (
        await database.db
          .selectFrom('sales')
          .select((q) => q.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  it('adds nothing when the same file is imported twice, even sales without date or venue', async () => {
    const path = files.write(
      `twice-${dialect}.csv`,
      salesCsv([
        buildSaleRow({ domain: 'carinsurance.com', price_usd: 1200 }),
        buildSaleRow({
          domain: 'voice.com',
          date: '',
          venue: '',
          price_usd: 30000000,
          sample: 'all_time_top_1000',
        }),
        buildSaleRow({ domain: 'voice.com', date: '2019-12-31', venue: '', price_usd: 30000000 }),
        buildSaleRow({ domain: 'abc.io', price_usd: 900.5 }),
      ]),
    );
    const first = await importSalesFile({ db: database.db, path });
    expect(first).toMatchObject({ read: 4, inserted: 4, skippedDuplicates: 0, rejected: 0 });
    const second = await importSalesFile({ db: database.db, path });
    expect(second).toMatchObject({ read: 4, inserted: 0, skippedDuplicates: 4, rejected: 0 });
    expect(await countSales()).toBe(4);
    const words = await database.db.selectFrom('sale_words').select('word').execute();
    expect(words.map((row) => row.word).sort()).toEqual(['abc', 'car', 'insurance', 'voice', 'voice']);
  });

  it('counts a sale listed twice in one file once', async () => {
    const row = buildSaleRow({ domain: 'twice.net', date: '', venue: '' });
    const path = files.write(`dupes-${dialect}.csv`, salesCsv([row, row, buildSaleRow()]));
    const report = await importSalesFile({ db: database.db, path });
    expect(report).toMatchObject({ read: 3, inserted: 2, skippedDuplicates: 1 });
  });

  it('stores each sale with its derived columns, numbers as numbers on both databases', async () => {
    const path = files.write(
      `columns-${dialect}.csv`,
      `date,domain,price_usd,venue,sample,source\n2018-03-04,Best-Hotels.COM,2500.5,,natural,reports\n`,
    );
    await importSalesFile({ db: database.db, path });
    const stored = await database.db.selectFrom('sales').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      domain: 'best-hotels.com',
      label: 'best-hotels',
      tld: 'com',
      price_usd: 2500.5,
      sale_date: '2018-03-04',
      sale_year: 2018,
      venue: null,
      sample: 'natural',
      source: 'reports',
      pattern: 'hyphenated',
      length: 11,
    });
  });

  it('skips bad rows and names their lines, importing the rest', async () => {
    const path = files.write(
      `bad-${dialect}.csv`,
      [
        'date,domain,price_usd,venue,sample',
        '2018-01-02,good.com,300,GoDaddy,natural',
        '2018-01-02,nodot,300,GoDaddy,natural',
        '2018-13-40,baddate.com,300,GoDaddy,natural',
        '2018-01-02,free.com,0,GoDaddy,natural',
        '2018-01-03,fine.net,450,Sedo,natural',
      ].join('\n'),
    );
    const report = await importSalesFile({ db: database.db, path });
    expect(report).toMatchObject({ read: 5, inserted: 2, rejected: 3 });
    expect(report.firstRejected.map((row) => row.line)).toEqual([3, 4, 5]);
    expect(report.firstRejected[0]?.reason).toMatch(/no dot/);
    expect(await countSales()).toBe(2);
  });

  it('imports a file larger than one batch completely, batch by batch', async () => {
    const rows = Array.from({ length: 2345 }, (_, index) =>
      buildSaleRow({ domain: `name${index}.com`, price_usd: 100 + index }),
    );
    const path = files.write(`many-${dialect}.csv`, salesCsv(rows));
    const batches: number[] = [];
    const report = await importSalesFile({
      db: database.db,
      path,
      batchSize: 1000,
      onBatch: ({ inserted }) => batches.push(inserted),
    });
    expect(report.inserted).toBe(2345);
    expect(batches).toEqual([1000, 2000, 2345]);
    expect(await countSales()).toBe(2345);
  });
});
