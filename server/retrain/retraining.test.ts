import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trainAllModels } from '../../valuation';
import { buildMarket } from '../../valuation/train/sales-factory';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestDatabase, type TestDatabase, testDialects } from '../db/test-databases';
import { InProcessQueue } from '../jobs/in-process-queue';
import { importSales } from '../sales/import-sales';
import { readActiveVersion, writeVersion } from './model-store';
import type { RetrainOptions } from './retrain-models';

const tinyTraining = { seed: 1, maxRounds: 8, earlyStoppingRounds: 4, threads: 1, only: ['price_range'] };
const silent = { info() {}, error() {} };

// The models the server starts on (MODEL_PATH), trained here so the test does not hang on models/.
let startModels: string;
beforeAll(async () => {
  startModels = mkdtempSync(join(tmpdir(), 'dpc-start-models-'));
  const trained = await trainAllModels(buildMarket(300, 3), tinyTraining);
  writeVersion(startModels, 'start', trained);
});
afterAll(() => rmSync(startModels, { recursive: true, force: true }));

describe.each(testDialects)('the server and retraining on %s', (dialect) => {
  let database: TestDatabase;
  let store: string;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    store = mkdtempSync(join(tmpdir(), 'dpc-models-'));
    await importSales({ db: database.db, sales: buildMarket(600) });
  });
  afterEach(async () => {
    await database.drop();
    rmSync(store, { recursive: true, force: true });
  });

  const start = async (judge?: RetrainOptions['judge']) => {
    const queue = new InProcessQueue(silent);
    const app = await buildApp(
      testConfig({ MODEL_STORE_PATH: store, MODEL_PATH: join(startModels, 'start') }),
      {
        database,
        queue,
        retrain: { trainOptions: tinyTraining, judge },
      },
    );
    return { app, queue };
  };
  const modelVersionOf = async (app: FastifyInstance): Promise<string> => {
    const response = await app.inject({
      method: 'POST',
      url: '/pricer/v1/basic/estimate',
      payload: { domains: ['example.com'], estimation_model: 'price_range' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data[0].modelVersion;
  };

  it('answers from a new version as soon as a retraining job promotes it, and from it after a restart', async () => {
    const { app, queue } = await start(() => ({ promote: true, reason: null }));
    const initial = await modelVersionOf(app);
    await queue.enqueue('retrain', { trigger: 'manual' });
    await queue.idle();
    const promoted = await modelVersionOf(app);
    expect(promoted).not.toBe(initial);
    expect(promoted).toMatch(/^price_range-/);
    expect(readActiveVersion(store)).not.toBeNull();
    await app.close();

    const restarted = await start();
    expect(await modelVersionOf(restarted.app)).toBe(promoted);
    await restarted.app.close();
  });

  it('keeps answering from its models when a retraining job is not promoted', async () => {
    const { app, queue } = await start(() => ({ promote: false, reason: 'worse' }));
    const initial = await modelVersionOf(app);
    await queue.enqueue('retrain', { trigger: 'manual' });
    await queue.idle();
    expect(await modelVersionOf(app)).toBe(initial);
    const rows = await database.db.selectFrom('model_versions').select(['promoted', 'reason']).execute();
    expect(rows).toEqual([{ promoted: 0, reason: 'worse' }]);
    await app.close();
  });

  it('starts on its MODEL_PATH models when the active version does not load', async () => {
    const { app } = await start();
    const initial = await modelVersionOf(app);
    await app.close();
    writeFileSync(
      join(store, 'active.json'),
      JSON.stringify({ version: 'gone', promotedAt: '', metrics: {} }),
    );
    const restarted = await start();
    expect(await modelVersionOf(restarted.app)).toBe(initial);
    await restarted.app.close();
  });
});
