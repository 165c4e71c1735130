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

export type Database = {
  client_logs: ClientLogTable;
};
