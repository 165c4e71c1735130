import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { parseCron, startCronTimer } from '../jobs/cron';
import type { JobQueue } from '../jobs/job-queue';
import type { ModelHolder } from '../model-holder';
import { type RetrainOptions, retrainModels } from './retrain-models';

export type RetrainingOptions = {
  config: Config;
  db: Kysely<Database>;
  model: ModelHolder;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** Passed on to retrainModels (tests: a smaller training). */
  retrain?: Partial<Pick<RetrainOptions, 'train' | 'trainOptions' | 'judge' | 'now'>>;
};

/**
 * Handles 'retrain' jobs: retrain, and swap the server's models when the new version is promoted. With
 * RETRAIN_CRON set, queues one on that schedule. Returns what stops the schedule.
 */
export function scheduleRetraining({ config, db, model, queue, log, retrain }: RetrainingOptions): {
  stop(): void;
} {
  queue.process('retrain', async ({ trigger }) => {
    log.info({ trigger, active: model.version() }, 'retraining the estimation models');
    const result = await retrainModels({
      db,
      storePath: config.MODEL_STORE_PATH,
      active: model.current(),
      log: (line) => log.debug(line),
      ...retrain,
    });
    if (result.promoted) model.swap(result.engine, result.version);
    log.info(
      {
        version: result.version,
        promoted: result.promoted,
        reason: result.reason,
        basis: result.comparison.basis,
        seconds: result.seconds,
      },
      result.promoted ? 'new model version promoted' : 'new model version kept, not promoted',
    );
  });
  if (!config.RETRAIN_CRON) return { stop() {} };
  return startCronTimer(parseCron(config.RETRAIN_CRON), () => {
    queue.enqueue('retrain', { trigger: 'schedule' }).catch((error: unknown) => {
      log.error({ err: error }, 'could not queue the scheduled retraining');
    });
  });
}
