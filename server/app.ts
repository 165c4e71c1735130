import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { isApiPath } from './api-paths';
import type { AppContext } from './app-context';
import { AppError } from './app-error';
import type { Config } from './config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database';
import { failure } from './envelope';
import { registerErrorHandler } from './error-handler';
import { InProcessQueue } from './jobs/in-process-queue';
import type { JobQueue } from './jobs/job-queue';
import { holdModel } from './model-holder';
import { loadServingModel } from './retrain/model-store';
import { type RetrainingOptions, scheduleRetraining } from './retrain/schedule-retraining';
import { estimateRoutes } from './routes/estimate/estimate';
import { logRoutes } from './routes/log/log';
import { pingRoutes } from './routes/ping/ping';
import { salesRoutes } from './routes/sales/sales';
import { webRoutes } from './routes/web/web';
import { importSalesOnStart } from './sales/import-sales-on-start';
import { registerSecurityHeaders } from './security-headers';

export type BuildAppOptions = {
  /** An open, migrated database to use instead of the one DATABASE_URL names (tests). */
  database?: DatabaseHandle;
  /** The job queue (default: in process); closed with the app. */
  queue?: JobQueue;
  /** Passed on to each retraining (tests: a smaller training). */
  retrain?: RetrainingOptions['retrain'];
};

/** Builds the whole service (API and web app) from a configuration; listening is the caller's. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Malformed URLs (e.g. a broken percent escape) and the like get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      (reply as unknown as FastifyReply).status(400).send(failure('invalidRequest', [error.message]));
    },
  });

  const database = options.database ?? openDatabase({ url: config.DATABASE_URL });
  if (!options.database) {
    await migrateToLatest(database.db);
    app.addHook('onClose', () => database.close());
  }
  const serving = loadServingModel({
    storePath: config.MODEL_STORE_PATH,
    modelPath: config.MODEL_PATH,
    warn: (message) => app.log.warn(message),
  });
  const model = holdModel(serving.engine, serving.version);
  const context: AppContext = { config, db: database.db, model };
  const queue = options.queue ?? new InProcessQueue(app.log);
  const retraining = scheduleRetraining({
    config,
    db: database.db,
    model,
    queue,
    log: app.log,
    retrain: options.retrain,
  });
  app.addHook('onClose', async () => {
    retraining.stop();
    await queue.close();
  });
  await importSalesOnStart({ app, db: database.db, path: config.SALES_DATA_PATH });

  // Bodies are JSON whatever the content type says, so a client that forgets the header still
  // gets its answer, and one that sends something else gets a clear 400 in the envelope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('invalidJson', 400), undefined);
    }
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: 'Too many requests',
    }),
  });

  pingRoutes(app);
  logRoutes(app, context);
  estimateRoutes(app, context);
  salesRoutes(app, context);
  await webRoutes(app, context);
  return app;
}
