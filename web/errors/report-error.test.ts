import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientLogSchema } from '../../contracts/client-log';
import { describeError, maxReportsPerPage, reportError, resetErrorReports } from './report-error';

function fakeFetch() {
  return vi.fn((_url: string | URL | Request, _init?: RequestInit) => Promise.resolve(new Response('{}')));
}

describe('error reports', () => {
  beforeEach(() => resetErrorReports());

  it('sends a report the server accepts, with a support id', () => {
    const send = fakeFetch();
    const id = reportError(
      { task: '/pricer/v1/basic/estimate', status: 500, message: 'Unexpected error' },
      send,
    );
    expect(id).toMatch(/^[0-9A-F]{10}$/);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/log');
    const body = clientLogSchema.parse(JSON.parse(String(init?.body)));
    expect(body).toMatchObject({ level: 'error', id, status: 500, task: '/pricer/v1/basic/estimate' });
  });

  it('sends the same failure only once', () => {
    const send = fakeFetch();
    reportError({ task: '/x', message: 'boom' }, send);
    expect(reportError({ task: '/x', message: 'boom' }, send)).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops after a fixed number of reports per page, so a failing page cannot flood the server', () => {
    const send = fakeFetch();
    for (let i = 0; i < maxReportsPerPage + 5; i++) reportError({ message: `failure ${i}` }, send);
    expect(send).toHaveBeenCalledTimes(maxReportsPerPage);
  });

  it('swallows a failing report instead of reporting it again', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => reportError({ message: 'first' }, send)).not.toThrow();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('describes thrown values of any kind', () => {
    expect(describeError(new TypeError('bad'))).toContain('TypeError: bad');
    expect(describeError('plain')).toBe('plain');
    expect(describeError({ a: 1 })).toBe('{"a":1}');
  });
});
