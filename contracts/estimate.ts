import { z } from 'zod';
import { defaultEstimationModel } from './estimation-models';

// POST /pricer/v1/basic/estimate and POST /pricer/v1/estimate.

export const basicEstimateDomainLimit = 10;

export const estimateRequestSchema = z.object({
  domains: z.array(z.string().max(2048)).min(1),
  estimation_model: z.string().max(100).default(defaultEstimationModel),
});
export type EstimateRequest = z.input<typeof estimateRequestSchema>;

/** What an estimate rests on, so a person can judge it: the group of real sales it was read from. */
export const estimateBasisSchema = z.object({
  /** How many sales of the group the figures come from. */
  sales: z.number().int().nonnegative(),
  /** The properties the group shares with the name; fewer when a finer group had too few sales. */
  matched: z.object({
    tld: z.string().optional(),
    length: z.string().optional(),
    charClass: z.string().optional(),
  }),
  /** Years of the sales in the group, [first, last]. */
  years: z.tuple([z.number().int(), z.number().int()]).nullable(),
  /** The context the figure stands for, e.g. 'auction' (public auction and marketplace sales). */
  context: z.string(),
});
export type EstimateBasis = z.infer<typeof estimateBasisSchema>;

export const estimationSchema = z.object({
  /** ASCII (punycode) form of the name. */
  domain: z.string(),
  /** Readable form of the name; an estimation without one is not to be trusted. */
  idn: z.string(),
  /** Estimated price in `currency`; -1 when no estimate could be made. */
  estimation: z.number(),
  /** Interval that holds the price with the stated coverage, [low, high]. */
  estimationRange: z.tuple([z.number(), z.number()]),
  /** Share of real sales the range is meant to hold, e.g. 0.8. */
  rangeCoverage: z.number(),
  currency: z.string(),
  exchangerate: z.number(),
  estimation_by_currency: z.number(),
  model: z.string(),
  modelVersion: z.string(),
  features: z.object({
    nameBased: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    tldBased: z.object({ tld: z.string() }).catchall(z.union([z.string(), z.number(), z.boolean()])),
  }),
  basis: estimateBasisSchema,
});
export type Estimation = z.infer<typeof estimationSchema>;
