import type { Sale } from '../read-sales';

// The spec's estimation models: one trained model each, differing in the sales they learn from.
// Marketplace models are 'price_range_<marketplace>' for every marketplace with enough sales.

export type EstimationModelSpec = {
  name: string;
  /** What the model learns from, for the manifest and the answer. */
  description: string;
  keep: (sale: Sale) => boolean;
  /** Marketplace models state their marketplace as the reference venue. */
  venue?: string;
  /** Smaller models for smaller data: fewer and shallower trees. */
  maxDepth?: number;
};

/** The first year of the market the natural sample stands for (2015-2019). */
export const marketFromYear = 2015;

/**
 * Sales of the market the natural sample describes: dated from 2015 on, or undated (the undated rows are
 * weekly top-sales reports of recent years). Leaves out the all-time top sales of 1997-2014, prices of
 * another market.
 */
const inMarket = (sale: Sale): boolean => sale.year === null || sale.year >= marketFromYear;

export const baseModels: readonly EstimationModelSpec[] = [
  {
    name: 'price_range',
    description: 'sales from 2015 on (and undated report sales), weighted to the natural price distribution',
    keep: inMarket,
  },
  {
    name: 'outliers_filtered_out_1',
    description: 'as price_range, without sales under $10 outside .com and under $100 for .com',
    keep: (sale) => inMarket(sale) && sale.priceUsd >= (sale.tld === 'com' ? 100 : 10),
  },
  {
    name: 'outliers_filtered_out_2',
    description: 'as price_range, without sales under $100',
    keep: (sale) => inMarket(sale) && sale.priceUsd >= 100,
  },
  {
    name: 'trained_over_all_domains',
    description: 'every sale of the file, 1997-2026, weighted to the natural price distribution',
    keep: () => true,
  },
];

/**
 * A marketplace gets its own model from this many sales on (in the market years), of which at least
 * `minMarketplaceRecentSales` from the validation date on, to stop early and calibrate the range with.
 */
export const minMarketplaceSales = 1000;
export const minMarketplaceRecentSales = 100;

export function marketplaceKey(venue: string): string {
  return venue.trim().toLowerCase();
}

/** `price_range_<marketplace>` for each marketplace with at least `minSales` sales, most sales first. */
export function marketplaceModels(
  sales: readonly Sale[],
  minSales: number = minMarketplaceSales,
  validationFrom = '2019-07-01',
): EstimationModelSpec[] {
  const counts = new Map<string, number>();
  const recent = new Map<string, number>();
  for (const sale of sales) {
    const key = marketplaceKey(sale.venue);
    if (key === '' || !inMarket(sale) || !/^[a-z0-9.-]+$/.test(key)) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (sale.date !== null && sale.date >= validationFrom) recent.set(key, (recent.get(key) ?? 0) + 1);
  }
  return [...counts]
    .filter(([venue, count]) => count >= minSales && (recent.get(venue) ?? 0) >= minMarketplaceRecentSales)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([venue]) => ({
      name: `price_range_${venue}`,
      description: `sales at ${venue} from 2015 on, weighted to that marketplace's natural price distribution`,
      keep: (sale: Sale) => inMarket(sale) && marketplaceKey(sale.venue) === venue,
      venue,
      maxDepth: 4,
    }));
}

export function estimationModelSpecs(
  sales: readonly Sale[],
  minSales?: number,
  validationFrom?: string,
): EstimationModelSpec[] {
  return [...baseModels, ...marketplaceModels(sales, minSales, validationFrom)];
}
