import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

// The valuation names each reason of an estimate by a key; the web app must have words for every one.
// Read as text: the web app does not import valuation/.
const phrasesFile = join(import.meta.dirname, '..', '..', 'valuation', 'explain', 'reason-phrases.ts');
const reasonKeys = [
  ...new Set([...readFileSync(phrasesFile, 'utf8').matchAll(/key: '(reason\.\w+)'/g)].map((m) => m[1] ?? '')),
];

function has(tree: unknown, key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
  return typeof value === 'string' && value.trim() !== '';
}

describe('reasons of an estimate', () => {
  it('finds the reason keys of the valuation', () => {
    expect(reasonKeys.length).toBeGreaterThan(20);
    expect(reasonKeys).toContain('reason.oneCommonWord');
  });

  it('has every reason key of the valuation in German and English', () => {
    expect(reasonKeys.filter((key) => !has(de, key))).toEqual([]);
    expect(reasonKeys.filter((key) => !has(en, key))).toEqual([]);
  });
});
