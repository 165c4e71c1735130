import type { Sale } from '../read-sales';
import { accuracy } from '../train/metrics';
import { estimateName } from './estimate-name';
import type { Engine } from './load-engine';
import type { Metrics } from './model-file';

/**
 * Accuracy of one estimation model of an engine on sales it is given, each estimated in its own sale
 * context (venue, year) where known and the model's reference context where not: how a model is judged on
 * held-out sales (npm run evaluate, retraining).
 */
export function evaluateEngine(engine: Engine, sales: readonly Sale[], model?: string): Metrics {
  const estimate = new Float64Array(sales.length);
  const low = new Float64Array(sales.length);
  const high = new Float64Array(sales.length);
  sales.forEach((sale, i) => {
    const result = estimateName(engine, {
      label: sale.label,
      tld: sale.tld,
      model,
      context: { venue: sale.venue || undefined, year: sale.year ?? undefined },
      explain: false,
    });
    estimate[i] = result.log.estimate;
    low[i] = result.log.low;
    high[i] = result.log.high;
  });
  const actual = Float64Array.from(sales, (sale) => Math.log(sale.priceUsd));
  return accuracy(estimate, actual, { low, high });
}
