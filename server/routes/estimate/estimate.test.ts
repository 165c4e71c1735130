import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../../contracts/envelope';
import { estimationSchema } from '../../../contracts/estimate';
import { buildTestApp, type TestApp } from '../../test-app';

const answerSchema = envelopeSchema(estimationSchema);
let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

function estimate(body: unknown, headers: Record<string, string> = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/pricer/v1/basic/estimate',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /pricer/v1/basic/estimate', () => {
  it('values example.com for a visitor in dollars, inside its own range', async () => {
    const response = await estimate({ domains: ['example.com'], estimation_model: 'price_range' });
    expect(response.statusCode).toBe(200);
    const answer = answerSchema.parse(response.json());
    expect(answer.messages).toEqual([]);
    const [item] = answer.data;
    expect(item).toMatchObject({
      domain: 'example.com',
      idn: 'example.com',
      currency: 'USD',
      model: 'price_range',
    });
    expect(item?.estimation).toBeGreaterThan(0);
    const [low, high] = item?.estimationRange ?? [0, 0];
    expect(low).toBeLessThanOrEqual(item?.estimation ?? -1);
    expect(high).toBeGreaterThanOrEqual(item?.estimation ?? Number.POSITIVE_INFINITY);
    expect(item?.trainingSales).toBeGreaterThan(1000);
    expect(item?.context).toMatchObject({ reference: true });
    expect(item?.features.tldBased.tld).toBe('com');
  });

  it('names the five factors that moved the estimate, each with its phrase and signed effect', async () => {
    const response = await estimate({ domains: ['qzx.com'] });
    const reasons = answerSchema.parse(response.json()).data[0]?.reasons ?? [];
    expect(reasons).toHaveLength(5);
    for (const reason of reasons) {
      expect(reason.key).toMatch(/^reason\./);
      expect(reason.text).not.toBe('');
      expect(reason.factor).toBeCloseTo(Math.exp(reason.effect), 2);
    }
    const sizes = reasons.map((reason) => Math.abs(reason.effect));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(reasons.map((reason) => reason.key)).toContain('reason.tld');
  });

  it('reads what a person types: https://www.Example.com/ is example.com, and the model defaults', async () => {
    const response = await estimate({ domains: ['https://www.Example.com/'] });
    expect(response.statusCode).toBe(200);
    expect(answerSchema.parse(response.json()).data[0]?.domain).toBe('example.com');
  });

  it('keeps an IDN readable and answers its ASCII form too', async () => {
    const response = await estimate({ domains: ['münchen.de'] });
    const item = answerSchema.parse(response.json()).data[0];
    expect(item).toMatchObject({ domain: 'xn--mnchen-3ya.de', idn: 'münchen.de' });
  });

  it('values a short .com above a long hyphenated .info', async () => {
    const response = await estimate({ domains: ['qzx.com', 'cheap-used-car-parts-online.info'] });
    const [short, long] = answerSchema.parse(response.json()).data;
    expect(short?.estimation).toBeGreaterThan(long?.estimation ?? Number.POSITIVE_INFINITY);
  });

  it.each([
    [{ domains: [''] }, 'SearchToken empty'],
    [
      { domains: ['a'.repeat(70)] },
      'Invalid character length. Domain names must be shorter than 63 characters.',
    ],
    [{ domains: ['x'] }, 'This is no valid searchterm. Please enter more than one character.'],
    [{ domains: ['example.notarealtld'] }, 'Invalid TLD'],
    [
      { domains: ['example.com'], estimation_model: 'trained_over_all_domains' },
      'Estimation Model not found',
    ],
    [
      { domains: Array.from({ length: 11 }, (_, i) => `name${i}.com`) },
      'The domain limit of 10 is exceeded.',
    ],
  ])('refuses %j with the spec message', async (body, text) => {
    const response = await estimate(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: [],
      messages: [expect.objectContaining({ text, type: 'error' })],
    });
  });

  it('refuses a body that is not JSON with a 400 in the envelope, and keeps serving', async () => {
    for (const [payload, type] of [
      ['domains=example.com', 'application/x-www-form-urlencoded'],
      ['{"domains": [', 'application/json'],
      ['hello', 'text/plain'],
    ] as const) {
      const response = await estimate(payload, { 'content-type': type });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({ key: 'invalidJson', type: 'error' });
    }
    const after = await estimate({ domains: ['example.com'] });
    expect(after.statusCode).toBe(200);
  });

  it('says which field is wrong when the shape is not the contract', async () => {
    const response = await estimate({ domain: 'example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0].text).toMatch(/^The request is not valid: domains/);
  });
});

describe('rate limit', () => {
  it('answers 429 in the envelope once a visitor exceeds the limit per minute', async () => {
    const limited = await buildTestApp({ config: { RATE_LIMIT_PER_MINUTE: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/pricer/v1/basic/estimate',
          payload: { domains: ['example.com'] },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().messages[0].key).toBe('tooManyRequests');
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const page = await limited.app.inject({ method: 'GET', url: '/ping' });
      expect(page.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
