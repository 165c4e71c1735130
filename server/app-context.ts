import type { Kysely } from 'kysely';
import type { ValuationModel } from '../valuation';
import type { Config } from './config';
import type { Database } from './db/schema';

/** What the routes are given: built once in buildApp, never reached through globals. */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  model: ValuationModel;
};
