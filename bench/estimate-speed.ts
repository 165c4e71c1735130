// Inference speed of the valuation engine on one core: see bench/README.md.
//   npx tsx bench/estimate-speed.ts --sales ../shared/data/sales/sales.csv [--passes 5]
// Each name goes the whole way a typed term goes: normalisation (contracts/search-term.ts), features,
// trees, range; with reasons (tree contributions and phrases) and readable features, and without them.
import { parseArgs } from 'node:util';
import { normalizeSearchTerm } from '../contracts/search-term';
import { estimateName, loadEngine, readSales } from '../valuation/index';

const { values: args } = parseArgs({
  options: {
    sales: { type: 'string', default: '../shared/data/sales/sales.csv' },
    passes: { type: 'string', default: '5' },
  },
});
const loadStarted = performance.now();
const engine = loadEngine();
const loadSeconds = (performance.now() - loadStarted) / 1000;
const terms = (await readSales(args.sales)).sales.map((sale) => sale.domain);

function pass(explain: boolean): number {
  const started = performance.now();
  let sink = 0;
  for (const term of terms) {
    const normalized = normalizeSearchTerm(term);
    if (!normalized.ok) continue;
    const { ascii } = normalized.value;
    const dot = ascii.indexOf('.');
    sink += estimateName(engine, {
      label: ascii.slice(0, dot),
      tld: ascii.slice(dot + 1),
      explain,
    }).estimation;
  }
  if (sink <= 0) throw new Error('no estimates');
  return terms.length / ((performance.now() - started) / 1000);
}

console.log(`engine loaded in ${loadSeconds.toFixed(2)} s; ${terms.length} names per pass`);
for (const explain of [true, false]) {
  pass(explain);
  const rates = Array.from({ length: Number(args.passes) }, () => pass(explain)).sort((a, b) => a - b);
  const median = rates[Math.floor(rates.length / 2)] ?? 0;
  console.log(
    `${explain ? 'with reasons   ' : 'without reasons'}: names per second best ${Math.round(rates.at(-1) ?? 0)}, median ${Math.round(median)}, worst ${Math.round(rates[0] ?? 0)}`,
  );
}
