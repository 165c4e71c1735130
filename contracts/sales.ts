import { z } from 'zod';

// POST /pricer/v1/similar_sales and POST /pricer/v1/price_trends: real sales behind an estimate.

export const similarSalesLimit = 10;
export const priceTrendTermLimit = 10;

export const similarSalesRequestSchema = z.object({
  /** One domain, typed as a person would ('Example', 'https://www.example.com/'). */
  domains: z.array(z.string().max(2048)).length(1),
});
export type SimilarSalesRequest = z.input<typeof similarSalesRequestSchema>;

export const similarSaleSchema = z.object({
  /** ASCII (punycode) form of the name sold. */
  domain: z.string(),
  priceUsd: z.number(),
  /** Day of the sale, 'YYYY-MM-DD' ('YYYY-12-31' where only the year is known); null where unknown. */
  date: z.string().nullable(),
  /** Marketplace or auction house; null where unknown. */
  venue: z.string().nullable(),
  /** Why it is similar: the same name under another TLD, a word in common, or the same pattern and about the same length. */
  match: z.enum(['same-name', 'shared-word', 'same-pattern']),
  /** For 'shared-word': the word both names have. */
  word: z.string().optional(),
});
export type SimilarSale = z.infer<typeof similarSaleSchema>;

export const priceTrendsRequestSchema = z.object({
  /** Words of names ('car'); at most priceTrendTermLimit keywords and TLDs in all. */
  keywords: z.array(z.string().max(100)).optional(),
  /** TLDs with or without the dot ('com', '.de', 'co.uk'). */
  tlds: z.array(z.string().max(100)).optional(),
});
export type PriceTrendsRequest = z.input<typeof priceTrendsRequestSchema>;

export const yearTrendSchema = z.object({
  year: z.number().int(),
  /** Dated sales that year; undated sales count in no year. */
  sales: z.number().int().nonnegative(),
  /**
   * Median price of those sales, in US dollars. Every stored sale counts, whatever its sample: years
   * made mostly of reported top sales (before 2015, 2026) read far higher than the market's own.
   */
  medianPrice: z.number(),
});

/** One per keyword or TLD asked for, in the order asked: keywords first, then TLDs. */
export const priceTrendSchema = z.object({
  keyword: z.string().optional(),
  tld: z.string().optional(),
  trendOverYear: z.array(yearTrendSchema),
});
export type PriceTrend = z.infer<typeof priceTrendSchema>;
