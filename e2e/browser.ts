import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

// Debian's chromium, started as these machines need it: no sandbox (root), no background
// networking (the network is closed), and a fresh profile each time.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Browser = { context: BrowserContext; close(): Promise<void> };

export async function launchBrowser(viewport = { width: 1280, height: 800 }): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'dpc-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport,
    locale: 'de-DE',
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const screenshotDir = join(import.meta.dirname, 'screenshots');
mkdirSync(screenshotDir, { recursive: true });
