import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-databases';
import { buildTestApp, type TestApp } from '../../test-app';

describe.each(testDialects)('POST /log on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ dialect });
  });
  afterAll(() => test.close());

  it('keeps a client error report for the admins', async () => {
    const report = {
      level: 'error',
      id: 'abc-123',
      task: '/basic/example.com',
      server: 'web',
      status: 500,
      message: 'Boom',
    };
    const response = await test.app.inject({
      method: 'POST',
      url: '/log',
      payload: report,
      headers: { 'user-agent': 'vitest' },
    });
    expect(response.statusCode).toBe(201);
    const rows = await test.database.db.selectFrom('client_logs').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      level: 'error',
      report_id: 'abc-123',
      task: '/basic/example.com',
      status: '500',
      message: 'Boom',
      user_agent: 'vitest',
    });
    expect(Date.parse(rows[0]?.created_at ?? '')).not.toBeNaN();
  });

  it('refuses a report without a message or with an unknown level, and stores nothing', async () => {
    const before = await test.database.db.selectFrom('client_logs').select('id').execute();
    for (const payload of [
      { level: 'error' },
      { level: 'shout', message: 'x' },
      { level: 'error', message: 'x'.repeat(5000) },
    ]) {
      const response = await test.app.inject({ method: 'POST', url: '/log', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0].key).toBe('invalidRequest');
    }
    const after = await test.database.db.selectFrom('client_logs').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('stores a report that tries SQL as plain text', async () => {
    const message = "x'); DROP TABLE client_logs; --";
    const response = await test.app.inject({
      method: 'POST',
      url: '/log',
      payload: { level: 'warn', message },
    });
    expect(response.statusCode).toBe(201);
    const stored = await test.database.db
      .selectFrom('client_logs')
      .select('message')
      .where('message', '=', message)
      .execute();
    expect(stored).toHaveLength(1);
  });
});
