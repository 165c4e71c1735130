import { existsSync } from 'node:fs';
import { ConfigError, parseConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { loadServingModel } from './model-store';
import { retrainModels } from './retrain-models';

// npm run retrain: retrains the estimation models once from the sales of the database DATABASE_URL
// names, writes the new version to MODEL_STORE_PATH and promotes it when it is not worse than the active
// one (.env is read when present). A running server picks a promotion up at its next start, or at once
// when the promotion is its own scheduled retraining.
if (existsSync('.env')) process.loadEnvFile('.env');

try {
  const config = parseConfig(process.env);
  const database = openDatabase({ url: config.DATABASE_URL });
  try {
    await migrateToLatest(database.db);
    const active = loadServingModel({
      storePath: config.MODEL_STORE_PATH,
      modelPath: config.MODEL_PATH,
      warn: (message) => console.error(message),
    });
    console.log(`active models: ${active.version}`);
    const result = await retrainModels({
      db: database.db,
      storePath: config.MODEL_STORE_PATH,
      active: active.engine,
      log: (line) => console.log(`  ${line}`),
    });
    const { comparison } = result;
    console.log(
      `${result.version}: trained on ${result.sales} sales in ${result.seconds} s, kept in ${config.MODEL_STORE_PATH}`,
    );
    console.log(
      `  ${comparison.model} on ${comparison.heldOutSales} sales from ${comparison.validationFrom} (${comparison.basis}):`,
    );
    console.log(`    new     ${figures(comparison.candidate)}`);
    if (comparison.active) console.log(`    active  ${figures(comparison.active)}`);
    if (comparison.activeOnSameSales && comparison.basis !== 'same-held-out-sales') {
      console.log(
        `    active on the same sales, which it learnt from: ${figures(comparison.activeOnSameSales)}`,
      );
    }
    console.log(
      result.promoted ? 'promoted: it is the active version now' : `not promoted: ${result.reason}`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Retraining failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
}

function figures(metrics: { logRMSE: number; spearman: number; coverage80: number }): string {
  return `log RMSE ${metrics.logRMSE}, Spearman ${metrics.spearman}, in 80% range ${metrics.coverage80}`;
}
