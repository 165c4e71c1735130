import type { Kysely } from 'kysely';
import {
  type Engine,
  estimationModelSpecs,
  evaluateEngine,
  loadEngine,
  type Manifest,
  type ModelFile,
  type Sale,
  splitByDate,
  type TrainAllOptions,
  trainAllModels,
} from '../../valuation';
import type { Database } from '../db/schema';
import { judgeCandidate, type RetrainComparison } from './judge-candidate';
import { promoteVersion, versionId, writeVersion } from './model-store';
import { readTrainingSales } from './read-training-sales';

export type TrainModels = (
  sales: readonly Sale[],
  options: TrainAllOptions,
) => Promise<{ files: ModelFile[]; manifest: Manifest }>;

export type RetrainOptions = {
  db: Kysely<Database>;
  /** MODEL_STORE_PATH: the new version is written to <storePath>/<version>/. */
  storePath: string;
  /** The models the server estimates with now; the candidate must not be worse. Null: none to beat. */
  active: Engine | null;
  /**
   * Sales to learn from beside the database's. The seam for price corrections: once their table exists,
   * the included corrections are read and passed here (as sales with the corrected price).
   */
  extraSales?: readonly Sale[];
  /** Training options (seed, validationFrom, rounds...); valuation's defaults otherwise. */
  trainOptions?: TrainAllOptions;
  /** valuation's trainAllModels; tests give a smaller or a deliberately worse one. */
  train?: TrainModels;
  /** The promotion rule; judgeCandidate unless a test decides. */
  judge?: typeof judgeCandidate;
  now?: () => Date;
  log?: (line: string) => void;
};

export type RetrainResult = {
  version: string;
  promoted: boolean;
  /** Why it was not promoted; null when it was. */
  reason: string | null;
  comparison: RetrainComparison;
  /** The new version's engine, to swap in when promoted. */
  engine: Engine;
  sales: number;
  seconds: number;
};

/** The model the candidate is judged by: the engine's default, as the site estimates with it. */
const judgedModel = 'price_range';

/**
 * Retrains every estimation model from the database's sales, keeps the result as a new version in the
 * store, judges it against the active models on the newest sales, and promotes it only when it is not
 * worse. Every run is recorded in model_versions.
 */
export async function retrainModels(options: RetrainOptions): Promise<RetrainResult> {
  const started = performance.now();
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const sales = [...(await readTrainingSales(options.db)), ...(options.extraSales ?? [])];
  log(`read ${sales.length} sales`);
  const trained = await (options.train ?? trainAllModels)(sales, { log, ...options.trainOptions });
  const createdAt = now();
  const version = versionId(createdAt, trained.manifest);
  const folder = writeVersion(options.storePath, version, trained);
  const comparison = compareWithActive(sales, trained.files, options.active);
  const { promote, reason } = (options.judge ?? judgeCandidate)(comparison);
  // The version as the server will load it, so a promotion never names files that fail to load.
  const engine = loadEngine(folder);
  if (promote) {
    promoteVersion(options.storePath, {
      version,
      promotedAt: now().toISOString(),
      metrics: comparison.candidate,
    });
  }
  await options.db
    .insertInto('model_versions')
    .values({
      version,
      created_at: createdAt.toISOString(),
      promoted: promote ? 1 : 0,
      metrics: JSON.stringify(comparison),
      reason,
    })
    .execute();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { version, promoted: promote, reason, comparison, engine, sales: sales.length, seconds };
}

function compareWithActive(
  sales: readonly Sale[],
  files: readonly ModelFile[],
  active: Engine | null,
): RetrainComparison {
  const candidate = files.find((file) => file.name === judgedModel);
  if (!candidate) throw new Error(`retraining produced no '${judgedModel}' model`);
  const from = candidate.validation.from;
  // The same rows the candidate was judged on while training: its model's sales, from the split date on.
  const spec = estimationModelSpecs(sales).find((each) => each.name === judgedModel);
  const rows = sales.filter((sale) => spec?.keep(sale) ?? true);
  const heldOut = splitByDate(rows, from).validation.map((i) => rows[i] as Sale);
  const base = { model: judgedModel, validationFrom: from, heldOutSales: heldOut.length };
  const current = active?.models.get(judgedModel)?.file;
  if (!active || !current) {
    return {
      ...base,
      basis: 'no-active-model',
      candidate: candidate.validation.all,
      active: null,
      activeOnSameSales: null,
    };
  }
  const onSameSales = evaluateEngine(active, heldOut, judgedModel);
  const unseen = current.trainedAt !== null && current.trainedAt < from;
  return {
    ...base,
    basis: unseen ? 'same-held-out-sales' : 'recorded-held-out',
    candidate: candidate.validation.all,
    active: unseen ? onSameSales : current.validation.all,
    activeOnSameSales: onSameSales,
  };
}
