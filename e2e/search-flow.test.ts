import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { createTestDatabase, type TestDatabase } from '../server/db/test-databases';
import de from '../web/i18n/de.json';
import en from '../web/i18n/en.json';
import { type Browser, chromiumPath, launchBrowser, screenshotDir } from './browser';

// A visitor's first minutes, in a real browser against the real server on loopback.
const webRoot = join(import.meta.dirname, '..', 'dist', 'web');
for (const needed of [chromiumPath, join(webRoot, 'index.html')]) {
  if (!existsSync(needed))
    throw new Error(`The browser tests need ${needed}: install Debian's chromium, run npm run build:web`);
}

let app: FastifyInstance;
let database: TestDatabase;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  app = await buildApp(testConfig({ WEB_ROOT: webRoot }), { database });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.drop();
});

async function openPage(path: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

describe('a visitor in the browser', () => {
  it('types https://www.Example.com/, presses GO and sees an estimate in dollars on /basic/example.com', async () => {
    const page = await openPage('/');
    await expect(page.title()).resolves.toBe('Domain Price Checker');
    await page.getByTestId('search-input').fill('https://www.Example.com/');
    await page.getByTestId('search-go').click();
    await page.waitForURL(`${baseUrl}/basic/example.com`);
    const value = page.getByTestId('estimate-value');
    await value.waitFor();
    const text = (await value.textContent()) ?? '';
    expect(text).toContain('$');
    expect(Number(text.replace(/[^0-9,]/g, '').replace(',', '.'))).toBeGreaterThan(0);
    // What moved it: five translated reasons, and the sale the figure stands for.
    await expect(page.getByTestId('estimate-reasons').locator('li').count()).resolves.toBe(5);
    const reasons = (await page.getByTestId('estimate-reasons').textContent()) ?? '';
    expect(reasons).not.toMatch(/reason\./);
    await expect(page.getByTestId('estimate-context').textContent()).resolves.toMatch(/GoDaddy/);
    await page.screenshot({ path: join(screenshotDir, 'basic-estimate-desktop.png'), fullPage: true });
    await page.close();
  });

  it('switches to English and back to German, the default', async () => {
    const page = await openPage('/');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await expect(page.getByRole('link', { name: de.nav.register }).first().isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: en.language.en, exact: true }).click();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.getByRole('link', { name: en.nav.register }).first().waitFor();
    await page.reload();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.getByRole('button', { name: de.language.de, exact: true }).click();
    await page.getByRole('link', { name: de.nav.register }).first().waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await page.close();
  });

  it('shows the 404 page, with status 404, for an unknown route', async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByText(de.error.notFound).first().waitFor();
    await page.screenshot({ path: join(screenshotDir, 'not-found-desktop.png') });
    await page.close();
  });

  it('shows the spec message under the search bar for a one-character term, keeping what was typed', async () => {
    const page = await openPage('/', { width: 390, height: 844 });
    const input = page.getByTestId('search-input');
    await input.fill('x');
    await input.press('Enter');
    await page.getByText(de.messages.searchTermTooShort).first().waitFor();
    await expect(input.inputValue()).resolves.toBe('x');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.screenshot({ path: join(screenshotDir, 'home-phone-error.png') });
    await page.close();
  });
});
