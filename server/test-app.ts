import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, testConfig } from './config';
import { createTestDatabase, type TestDatabase } from './db/test-databases';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

/** The whole app in process (app.inject), on a fresh database of the given dialect. */
export async function buildTestApp(
  options: { dialect?: 'sqlite' | 'postgres'; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.dialect ?? 'sqlite');
  const app = await buildApp(testConfig(options.config), { database });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
