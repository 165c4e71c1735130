import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetErrorReports } from '../errors/report-error';
import { buildEstimation } from '../estimate/build-estimation';
import { ApiError } from './api-error';
import { basicEstimatePath, fetchBasicEstimate } from './estimate';

const estimation = buildEstimation();

type Call = { url: string; init?: RequestInit };
let calls: Call[];

function answer(status: number, body: unknown) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/log') return new Response('{}');
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
}

const logCalls = () => calls.filter((call) => call.url === '/log');

describe('the basic estimate client', () => {
  beforeEach(() => resetErrorReports());
  afterEach(() => vi.unstubAllGlobals());

  it('posts the domain with the price_range model and returns the estimation', async () => {
    answer(200, { data: [estimation], messages: [] });
    await expect(fetchBasicEstimate('example.com')).resolves.toEqual(estimation);
    const call = calls[0];
    expect(call?.url).toBe(basicEstimatePath);
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      domains: ['example.com'],
      estimation_model: 'price_range',
    });
  });

  it('passes on the status and messages of a refusal without reporting it', async () => {
    const messages = [{ text: 'Invalid TLD', type: 'error', key: 'invalidTld' }];
    answer(400, { data: [], messages });
    const error = await fetchBasicEstimate('foo.notatld').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, messages });
    expect(logCalls()).toHaveLength(0);
  });

  it('reports a server failure to /log and hands out the support id', async () => {
    answer(500, {
      data: [],
      messages: [{ text: 'Unexpected error', type: 'error', key: 'unexpectedError' }],
    });
    const error = (await fetchBasicEstimate('example.com').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.supportId).toMatch(/^[0-9A-F]{10}$/);
    expect(logCalls()).toHaveLength(1);
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    answer(200, { data: [{ domain: 'example.com' }], messages: [] });
    const error = (await fetchBasicEstimate('example.com').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.messages).toEqual([]);
    expect(logCalls()).toHaveLength(1);
  });

  it('treats an answer of the old shape, with a basis instead of reasons, as a failure', async () => {
    const { reasons, context, trainingSales, ...old } = estimation;
    answer(200, { data: [{ ...old, basis: { sales: 660 } }], messages: [] });
    await expect(fetchBasicEstimate('example.com')).rejects.toBeInstanceOf(ApiError);
  });

  it('treats a non-JSON error page as a failure with no message', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(fetchBasicEstimate('example.com')).rejects.toMatchObject({ status: 502, messages: [] });
  });

  it('rejects an estimation without a readable name (spec: unable to verify estimation data)', async () => {
    answer(200, { data: [{ ...estimation, idn: '' }], messages: [] });
    await expect(fetchBasicEstimate('example.com')).rejects.toMatchObject({
      messages: [{ key: 'invalidEstimation' }],
    });
  });

  it('says so when the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/log') return new Response('{}');
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchBasicEstimate('example.com')).rejects.toMatchObject({ status: 0 });
  });
});
