import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { ModelHolder } from './model-holder';

/** What the routes are given: built once in buildApp, never reached through globals. */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  /** The estimation models; read model.current() once per request (retraining swaps them). */
  model: ModelHolder;
};
