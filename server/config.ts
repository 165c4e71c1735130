import { z } from 'zod';
import { CronError, parseCron } from './jobs/cron';

// Configuration comes from the environment only, parsed once at start. Every variable, with its
// default, is listed in .env.example; keep the two in step.
const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((value) => value === '1' || value === 'true');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .default('sqlite:var/domain-price-checker.sqlite')
    .refine((url) => /^(sqlite:|postgres(ql)?:\/\/)/.test(url), {
      message: 'must start with sqlite: (a file path) or postgres://',
    }),
  WEB_ROOT: z.string().default('dist/web'),
  MODEL_PATH: z.string().optional(),
  // Every retrained version lands in <MODEL_STORE_PATH>/<version>/; active.json names the one in use.
  MODEL_STORE_PATH: z.string().default('var/models'),
  // Five-field cron (UTC) for retraining, e.g. '0 3 * * *'; unset means no scheduled retraining.
  RETRAIN_CRON: z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined) return;
      try {
        parseCron(value);
      } catch (error) {
        if (!(error instanceof CronError)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
      }
    }),
  // Imported at start when the database holds no sales; a missing file is fine.
  SALES_DATA_PATH: z.string().default('../shared/data/sales/sales.csv'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  TRUST_PROXY: booleanFlag,
  RESEARCH_OFFLINE: booleanFlag,
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration, or throws one error that names every bad variable and why. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
}

/** Defaults for tests: quiet, in-memory-like SQLite in a path the test chooses, no sales imported at start. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RESEARCH_OFFLINE: '1' }),
    // A path that cannot exist: tests write the sales they need and never read ../shared.
    SALES_DATA_PATH: '/dev/null/no-sales-in-tests.csv',
    // Nor a model version someone trained in var/models: the committed models, unless a test gives a store.
    MODEL_STORE_PATH: '/dev/null/no-model-store-in-tests',
    ...overrides,
  };
}
