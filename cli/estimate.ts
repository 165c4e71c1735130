// npm run --silent estimate -- example.com [more names] [--model price_range] [--models <folder>] [--json]
// One estimate per name: with --json one JSON object per line on stdout (nothing else goes there), else a
// readable table. A name that cannot be read prints an object with `error` and the exit code is 1.
import { parseArgs } from 'node:util';
import { normalizeSearchTerm } from '../contracts/search-term';
import { type Engine, estimateName, loadEngine } from '../valuation/index';

type Line = Record<string, unknown>;

function estimateTerm(engine: Engine, term: string, model: string | undefined): Line {
  const normalized = normalizeSearchTerm(term);
  if (!normalized.ok) return { input: term, error: normalized.error };
  const { ascii, domain } = normalized.value;
  const dot = ascii.indexOf('.');
  const result = estimateName(engine, { label: ascii.slice(0, dot), tld: ascii.slice(dot + 1), model });
  return {
    domain: ascii,
    idn: domain,
    estimation: result.estimation,
    estimationRange: result.range,
    coverage: result.coverage,
    currency: 'USD',
    model: result.model,
    modelVersion: result.modelVersion,
    context: result.context,
    features: result.features,
    reasons: result.reasons,
  };
}

function table(lines: Line[]): string {
  const rows = lines.map((line) => {
    if ('error' in line) return `${String(line.input)}  error: ${String(line.error)}`;
    const [low, high] = line.estimationRange as [number, number];
    const reasons = (line.reasons as { text: string; factor: number }[])
      .map((reason) => `${reason.text} ×${reason.factor}`)
      .join('; ');
    return [
      `${String(line.idn)}  $${usd(line.estimation as number)}  (80%: $${usd(low)} - $${usd(high)})  ${String(line.model)}`,
      `  because: ${reasons}`,
    ].join('\n');
  });
  return rows.join('\n');
}

const usd = (value: number): string => value.toLocaleString('en-US');

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      model: { type: 'string' },
      models: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length === 0) {
    throw new Error('usage: npm run --silent estimate -- <name> [more names] [--model price_range] [--json]');
  }
  const engine = loadEngine(values.models);
  if (values.model && !engine.models.has(values.model)) {
    throw new Error(
      `no estimation model '${values.model}'; there are: ${[...engine.models.keys()].join(', ')}`,
    );
  }
  const lines = positionals.map((term) => estimateTerm(engine, term, values.model));
  if (values.json) process.stdout.write(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  else console.log(table(lines));
  if (lines.some((line) => 'error' in line)) process.exitCode = 1;
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
