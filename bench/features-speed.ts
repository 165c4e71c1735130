// Feature extraction speed on the real sales names, one core: normalisation, segmentation, word and TLD
// facts, and target encodings from a full table, for every sale of the file, several passes.
//   npx tsx bench/features-speed.ts --sales ../shared/data/sales/sales.csv
import { parseArgs } from 'node:util';
import { extractFeatures, featureNames, fitTargetEncodings, getLexicon } from '../valuation/features/index';
import { readSales } from '../valuation/read-sales';

const { values } = parseArgs({
  options: {
    sales: { type: 'string', default: '../shared/data/sales/sales.csv' },
    passes: { type: 'string', default: '5' },
  },
});

const loadStart = performance.now();
getLexicon();
const loadMs = performance.now() - loadStart;

const { sales } = await readSales(values.sales);
const fitStart = performance.now();
const { table } = fitTargetEncodings(
  sales.map((sale) => ({ label: sale.label, tld: sale.tld, priceUsd: sale.priceUsd })),
);
const fitMs = performance.now() - fitStart;

const out = new Float32Array(featureNames.length);
// Warm-up pass: lets the JIT compile the hot paths before timing.
for (const sale of sales)
  extractFeatures(sale.label, sale.tld, { venue: sale.venue, year: sale.year ?? undefined }, table, out);

const passes = Number(values.passes);
let checksum = 0;
const start = performance.now();
for (let pass = 0; pass < passes; pass += 1) {
  for (const sale of sales) {
    extractFeatures(sale.label, sale.tld, { venue: sale.venue, year: sale.year ?? undefined }, table, out);
    checksum += out[0] ?? 0;
  }
}
const seconds = (performance.now() - start) / 1000;
const names = sales.length * passes;

console.log(`features per name: ${featureNames.length}`);
console.log(
  `lexicon load: ${loadMs.toFixed(0)} ms; target encodings fit on ${sales.length} sales: ${fitMs.toFixed(0)} ms`,
);
console.log(
  `extractFeatures: ${names} names in ${seconds.toFixed(2)} s = ${Math.round(names / seconds)} names/s, ` +
    `${((seconds * 1e6) / names).toFixed(1)} µs per name (checksum ${checksum})`,
);
