import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('the worker threads', () => {
  it('start under plain `node --import tsx` too, as `npx tsx` runs a script, and grow the same model', () => {
    // Vitest runs the other tests; this one trains in a separate Node process with tsx's loader only.
    const index = fileURLToPath(new URL('./index.ts', import.meta.url));
    const factory = fileURLToPath(new URL('./synthetic-rows-factory.ts', import.meta.url));
    const script = `
      const { serializeModel, trainGbdt } = await import(${JSON.stringify(index)});
      const { sineAndSquare } = await import(${JSON.stringify(factory)});
      const train = sineAndSquare(20000, 5);
      const models = [];
      for (const threads of [1, 2]) {
        models.push(serializeModel((await trainGbdt({ train, featureCount: 5, rounds: 10, threads })).model));
      }
      console.log(models[0] === models[1] ? 'same' : 'different');
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('same');
  });
});
