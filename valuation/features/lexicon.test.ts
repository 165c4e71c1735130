import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLexicon, committedLexiconPath, formatLexicon } from './build-lexicon';

describe('the committed lexicon', () => {
  it('is exactly what `npm run build:lexicon` makes from the installed packages', async () => {
    const rebuilt = formatLexicon(await buildLexicon());
    expect(rebuilt === readFileSync(committedLexiconPath, 'utf8')).toBe(true);
  });

  it('stays under 5 MB', () => {
    expect(statSync(committedLexiconPath).size).toBeLessThan(5_000_000);
  });
});
