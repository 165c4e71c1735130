import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Engine, type Sale, trainAllModels } from '../../valuation';
import { buildMarket, buildSale } from '../../valuation/train/sales-factory';
import { createTestDatabase, type TestDatabase, testDialects } from '../db/test-databases';
import { importSales } from '../sales/import-sales';
import { readActiveVersion } from './model-store';
import { type RetrainOptions, retrainModels, type TrainModels } from './retrain-models';

// Tiny training: a few hundred made-up sales, a few trees, one thread.
const tinyTraining = {
  seed: 1,
  maxRounds: 8,
  earlyStoppingRounds: 4,
  threads: 1,
  only: ['price_range'],
};
const worseTraining: TrainModels = (sales, options) =>
  trainAllModels(sales, { ...options, maxRounds: 1, params: { learningRate: 0.01 } });

/** Sales sold in 2020, after everything buildMarket sells. */
function newerSales(count: number): Sale[] {
  return Array.from({ length: count }, (_, i) =>
    buildSale({
      domain: i % 2 ? `fresh${i}shop.com` : `new-${i}-deals-online.info`,
      priceUsd: i % 2 ? 1200 + 10 * i : 150,
      date: `2020-0${1 + (i % 6)}-10`,
    }),
  );
}

describe.each(testDialects)('retraining on %s', (dialect) => {
  let database: TestDatabase;
  let store: string;
  let clock: number;
  const retrain = (options: Partial<RetrainOptions> & { active: Engine | null }) =>
    retrainModels({
      db: database.db,
      storePath: store,
      trainOptions: tinyTraining,
      // One minute apart, so each run has its own time in its version.
      now: () => {
        clock += 60_000;
        return new Date(clock);
      },
      ...options,
    });

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    store = mkdtempSync(join(tmpdir(), 'dpc-models-'));
    clock = Date.parse('2026-03-10T03:00:00Z');
    await importSales({ db: database.db, sales: buildMarket(600) });
  });
  afterEach(async () => {
    await database.drop();
    rmSync(store, { recursive: true, force: true });
  });

  it('promotes the first version when there is no active model, and records the run', async () => {
    const result = await retrain({ active: null });
    expect(result).toMatchObject({ promoted: true, reason: null, sales: 660 });
    expect(result.version).toMatch(/^20260310T030100Z-[0-9a-f]{8}$/);
    expect(result.comparison).toMatchObject({ basis: 'no-active-model', model: 'price_range' });
    expect(readActiveVersion(store)).toMatchObject({
      version: result.version,
      metrics: result.comparison.candidate,
    });
    expect(readdirSync(join(store, result.version))).toEqual(['manifest.json', 'price_range.json']);
    const rows = await database.db.selectFrom('model_versions').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ version: result.version, promoted: 1, reason: null })]);
    expect(JSON.parse(rows[0]?.metrics ?? '{}')).toEqual(result.comparison);
  });

  it('refuses a worse model, keeps its files and the active version, and says why', async () => {
    const first = await retrain({ active: null });
    const worse = await retrain({ active: first.engine, train: worseTraining });
    expect(worse.promoted).toBe(false);
    expect(worse.reason).toMatch(/log RMSE .* is worse than the active model's/);
    expect(worse.comparison.candidate.logRMSE).toBeGreaterThan(first.comparison.candidate.logRMSE);
    expect(readActiveVersion(store)?.version).toBe(first.version);
    expect(existsSync(join(store, worse.version, 'manifest.json'))).toBe(true);
    const rows = await database.db
      .selectFrom('model_versions')
      .select(['version', 'promoted', 'reason'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { version: first.version, promoted: 1, reason: null },
      { version: worse.version, promoted: 0, reason: worse.reason },
    ]);
  });

  it('promotes a model no worse than the active one and keeps every version', async () => {
    const first = await retrain({ active: null });
    await retrain({ active: first.engine, train: worseTraining });
    const again = await retrain({ active: first.engine });
    expect(again.promoted).toBe(true);
    // The active model learnt from the held-out sales: its own held-out figures stand in for it.
    expect(again.comparison.basis).toBe('recorded-held-out');
    expect(readActiveVersion(store)?.version).toBe(again.version);
    const versions = readdirSync(store).filter((name) => /^\d{8}T/.test(name));
    expect(versions).toHaveLength(3);
  });

  it('judges the active model on the very same newest sales when it never learnt from them', async () => {
    const first = await retrain({ active: null });
    await importSales({ db: database.db, sales: newerSales(120) });
    const next = await retrain({
      active: first.engine,
      trainOptions: { ...tinyTraining, validationFrom: '2020-01-01' },
    });
    expect(next.comparison).toMatchObject({ basis: 'same-held-out-sales', heldOutSales: 120 });
    expect(next.comparison.active).toEqual(next.comparison.activeOnSameSales);
    expect(next.comparison.active?.n).toBe(120);
    expect(next.comparison.candidate.n).toBe(120);
  });

  it('learns from extra sales beside the database (the seam for price corrections)', async () => {
    const result = await retrain({ active: null, extraSales: newerSales(10) });
    expect(result.sales).toBe(670);
    const manifest = JSON.parse(readFileSync(join(store, result.version, 'manifest.json'), 'utf8'));
    expect(manifest.models[0].trainedAt).toBe('2020-06-10');
  });
});
