import type { Kysely } from 'kysely';
import type { ClientLog } from '../../../contracts/client-log';
import type { Database } from '../../db/schema';

export type StoreClientLogOptions = {
  db: Kysely<Database>;
  report: ClientLog;
  userAgent?: string;
  now?: Date;
};

/** Keeps a failure the web app reported, for the admins' error log. */
export async function storeClientLog({ db, report, userAgent, now = new Date() }: StoreClientLogOptions) {
  await db
    .insertInto('client_logs')
    .values({
      level: report.level,
      report_id: report.id ?? null,
      task: report.task ?? null,
      server: report.server ?? null,
      status: report.status === undefined ? null : String(report.status),
      message: report.message,
      user_agent: userAgent?.slice(0, 500) ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}
