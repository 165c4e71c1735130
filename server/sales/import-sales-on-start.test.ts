import Fastify from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSales } from '../../valuation';
import { buildSaleRow, salesCsv, tempFolder } from '../../valuation/sales-csv-factory';
import { createTestDatabase, type TestDatabase, testDialects } from '../db/test-databases';
import { buildTestApp } from '../test-app';
import { importSales } from './import-sales';
import { importSalesOnStart } from './import-sales-on-start';

const files = tempFolder();
afterAll(() => files.remove());
const salesFile = files.write(
  'start.csv',
  salesCsv([buildSaleRow({ domain: 'voice.com' }), buildSaleRow({ domain: 'voice.net', price_usd: 400 })]),
);

describe.each(testDialects)('sales import at start on %s', (dialect) => {
  it('imports the sales file into an empty database before the first answer', async () => {
    const test = await buildTestApp({ dialect, config: { SALES_DATA_PATH: salesFile } });
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/pricer/v1/similar_sales',
        payload: { domains: ['voice.org'] },
      });
      const found = response.json().data.map((sale: { domain: string }) => sale.domain);
      expect(found.sort()).toEqual(['voice.com', 'voice.net']);
    } finally {
      await test.close();
    }
  });

  it('imports nothing in tests unless a test names a file', async () => {
    const test = await buildTestApp({ dialect });
    try {
      expect(await test.database.db.selectFrom('sales').select('id').execute()).toEqual([]);
    } finally {
      await test.close();
    }
  });

  describe('with a database of its own', () => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await createTestDatabase(dialect);
    });
    afterEach(() => database.drop());
    const domains = async () =>
      (await database.db.selectFrom('sales').select('domain').orderBy('domain').execute()).map(
        (row) => row.domain,
      );

    it('leaves a database that already holds sales alone', async () => {
      const { sales } = await parseSales(salesCsv([buildSaleRow({ domain: 'kept.com' })]));
      await importSales({ db: database.db, sales });
      const app = Fastify();
      await importSalesOnStart({ app, db: database.db, path: salesFile });
      await app.close();
      expect(await domains()).toEqual(['kept.com']);
    });

    it('goes on without sales when the file does not exist', async () => {
      const app = Fastify();
      await importSalesOnStart({ app, db: database.db, path: `${salesFile}.missing` });
      await app.close();
      expect(await domains()).toEqual([]);
    });

    it('goes on without sales when the file has none it can use', async () => {
      const app = Fastify();
      await importSalesOnStart({
        app,
        db: database.db,
        path: files.write('empty.csv', 'date,domain,price_usd,venue\n'),
      });
      await app.close();
      expect(await domains()).toEqual([]);
    });

    it('imports a big file after the server listens, not before', async () => {
      const app = Fastify();
      await importSalesOnStart({ app, db: database.db, path: salesFile, blockingBytes: 0 });
      expect(await domains()).toEqual([]);
      await app.listen({ host: '127.0.0.1', port: 0 });
      await vi.waitFor(async () => expect(await domains()).toEqual(['voice.com', 'voice.net']), {
        timeout: 5000,
      });
      await app.close();
    });
  });
});
