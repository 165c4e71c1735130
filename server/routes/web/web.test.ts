import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-app';

// A stand-in build of the web app, so these tests check the server's serving rules alone.
const webRoot = mkdtempSync(join(tmpdir(), 'dpc-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><title>Domain Price Checker</title><div id="root"></div>',
);
writeFileSync(join(webRoot, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ config: { WEB_ROOT: webRoot } });
});
afterAll(() => test.close());

describe('serving the web app', () => {
  it.each(['/', '/basic/example.com', '/pricing', '/429', '/error', '/login'])(
    'answers %s with the app and 200',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Domain Price Checker</title>');
    },
  );

  it('answers an unknown page with the app and status 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers an unknown API path with the envelope, not the page', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/pricer/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: [],
      messages: [expect.objectContaining({ text: 'This page could not be found' })],
    });
  });

  it('serves the files of the build', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses to be framed, on pages and on API answers', async () => {
    for (const url of ['/', '/ping', '/nope']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers a malformed address with a 400 in the envelope', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/basic/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0].key).toBe('invalidRequest');
  });

  it('answers /ping', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [{ status: 'ok' }], messages: [] });
  });
});
