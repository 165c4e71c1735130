/** Price figures of one group of sales (USD). */
export type GroupStats = {
  /** How many sales the figures come from. */
  sales: number;
  low: number;
  median: number;
  high: number;
  /** First and last year of the group's dated sales. */
  years: [number, number] | null;
};

/**
 * The first valuation model: price percentiles of groups of real sales (TLD x length x character class,
 * coarser groups to fall back on). JSON-serialisable, and it holds aggregates only: no row and no
 * domain name of the training file.
 */
export type ValuationModel = {
  version: string;
  /** Date of the newest sale trained on (not the clock, so training twice gives the same file). */
  trainedAt: string | null;
  /** What the figures stand for: public auction and marketplace sales of $100 or more. */
  context: 'auction';
  /** Percentiles that `low`, `median` and `high` of every group are. */
  quantiles: { low: number; median: number; high: number };
  /** Share of sales the low..high range is meant to hold. */
  coverage: number;
  /** A group with fewer sales is left out, and names fall back to a coarser group. */
  minGroupSales: number;
  counts: { sales: number; trainedOn: number; bySample: Record<string, number>; groups: number };
  /** Keyed as in group-keys.ts: 'com|4|letters', '*country-code|3|*', '*|*|*'. */
  groups: Record<string, GroupStats>;
  /** Sales trained on, per TLD. */
  tldSales: Record<string, number>;
};
