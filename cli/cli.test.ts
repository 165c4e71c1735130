import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const run = (script: string, args: string[]): string =>
  execFileSync('npx', ['tsx', script, ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const folder = mkdtempSync(join(tmpdir(), 'cli-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run estimate', () => {
  it('prints one JSON object per name with the estimate, its range, features and reasons', () => {
    const output = run('cli/estimate.ts', ['example.com', 'https://www.München.de/', '--json']);
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      for (const key of ['domain', 'idn', 'estimation', 'estimationRange', 'model', 'features', 'reasons']) {
        expect(line).toHaveProperty(key);
      }
      expect(line.estimation).toBeGreaterThan(0);
      expect(line.features.tldBased.tld).toBeTypeOf('string');
      expect(line.reasons).toHaveLength(5);
    }
    expect(lines[1]).toMatchObject({ domain: 'xn--mnchen-3ya.de', idn: 'münchen.de', model: 'price_range' });
  });

  it('uses the model asked for', () => {
    const [line] = run('cli/estimate.ts', ['example.com', '--model', 'trained_over_all_domains', '--json'])
      .trim()
      .split('\n');
    expect(JSON.parse(line ?? '{}').model).toBe('trained_over_all_domains');
  });
});

describe('npm run evaluate', () => {
  it('judges the committed model on a small sales file, rows without venue or date included', () => {
    const path = join(folder, 'sales.csv');
    writeFileSync(
      path,
      [
        'domain,price_usd,date,venue',
        'example.com,2500,2019-08-01,GoDaddy',
        'qzx.com,4000,,',
        'cheap-car-parts.info,150,,',
      ].join('\n'),
    );
    const metrics = JSON.parse(run('cli/evaluate.ts', ['--sales', path, '--json']).trim());
    expect(Object.keys(metrics).sort()).toEqual(
      ['bias', 'coverage80', 'logRMSE', 'medAbsLogErr', 'n', 'spearman', 'within2x'].sort(),
    );
    expect(metrics.n).toBe(3);
    expect(metrics.coverage80).toBeGreaterThanOrEqual(0);
  });
});
