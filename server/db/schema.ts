import type { Generated } from 'kysely';

// Table types. Timestamps are ISO 8601 UTC text in both SQLite and PostgreSQL, so one code path
// reads and compares them the same way on both.

export type ClientLogTable = {
  id: Generated<number>;
  level: string;
  report_id: string | null;
  task: string | null;
  server: string | null;
  status: string | null;
  message: string;
  user_agent: string | null;
  created_at: string;
};

/** A real sale; label, tld, pattern, length and sale_year are derived from domain and date at import. */
export type SaleTable = {
  id: Generated<number>;
  /** ASCII (punycode), lowercase, with its TLD. */
  domain: string;
  /** The name before the first dot. */
  label: string;
  tld: string;
  price_usd: number;
  /** 'YYYY-MM-DD' ('YYYY-12-31' where only the year is known); null where unknown. */
  sale_date: string | null;
  sale_year: number | null;
  /** Null where unknown. */
  venue: string | null;
  sample: string | null;
  source: string | null;
  /** 'LLL', 'CVCV', 'NNNN', 'LLN' for names of up to 5 characters; 'letters', 'hyphenated' ... for longer ones. */
  pattern: string;
  /** Characters a person sees (of the Unicode form for an IDN). */
  length: number;
};

/** The words of a sale's label ('carinsurance' -> car, insurance), two characters or more. */
export type SaleWordTable = {
  sale_id: number;
  word: string;
};

/** One retraining run (server/retrain/): the model version it wrote and whether it became the active one. */
export type ModelVersionTable = {
  id: Generated<number>;
  /** The folder under MODEL_STORE_PATH: '<UTC time>-<content hash>'. */
  version: string;
  created_at: string;
  /** 1 when promoted to the active model, else 0 (an integer on both dialects). */
  promoted: number;
  /** JSON: the candidate's and the active model's metrics on the same held-out sales (RetrainComparison). */
  metrics: string;
  /** Why it was not promoted; null when it was. */
  reason: string | null;
};

export type Database = {
  client_logs: ClientLogTable;
  sales: SaleTable;
  sale_words: SaleWordTable;
  model_versions: ModelVersionTable;
};
