// Test factory: small sales files written to a temp folder, so tests never read the shared data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type SaleRow = {
  date: string;
  domain: string;
  price_usd: string | number;
  venue: string;
  sample: string;
};

export function buildSaleRow(overrides: Partial<SaleRow> = {}): SaleRow {
  return {
    date: '2018-05-01',
    domain: 'example.com',
    price_usd: 250,
    venue: 'GoDaddy',
    sample: 'natural',
    ...overrides,
  };
}

export function salesCsv(rows: SaleRow[]): string {
  const lines = rows.map((row) => [row.date, row.domain, row.price_usd, row.venue, row.sample].join(','));
  return ['date,domain,price_usd,venue,sample', ...lines].join('\n');
}

/** A temp folder for one test file; `remove` it when done. */
export function tempFolder(): { write: (name: string, text: string) => string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'valuation-test-'));
  return {
    write: (name, text) => {
      const path = join(folder, name);
      writeFileSync(path, text);
      return path;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** `count` distinct labels of the same length and letters only: 'aaaa', 'aaab', ... */
export function letterLabels(count: number, length: number, offset = 0): string[] {
  return Array.from({ length: count }, (_, index) => {
    let label = '';
    for (let rest = index + offset, place = 0; place < length; place += 1, rest = Math.floor(rest / 26)) {
      label = String.fromCharCode(97 + (rest % 26)) + label;
    }
    return label;
  });
}
