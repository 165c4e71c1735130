import { z } from 'zod';
import { defaultEstimationModel } from './estimation-models';

// POST /pricer/v1/basic/estimate and POST /pricer/v1/estimate.

export const basicEstimateDomainLimit = 10;

export const estimateRequestSchema = z.object({
  domains: z.array(z.string().max(2048)).min(1),
  estimation_model: z.string().max(100).default(defaultEstimationModel),
});
export type EstimateRequest = z.input<typeof estimateRequestSchema>;

/** One factor that moved an estimate: a translatable phrase and its signed effect. */
export const reasonSchema = z.object({
  /** i18n key of the phrase, e.g. 'reason.oneCommonWord'. */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The phrase in English. */
  text: z.string(),
  /** Change of ln(estimate) this factor made. */
  effect: z.number(),
  /** exp(effect): 1.8 means the estimate is 1.8 times what it would be without this factor. */
  factor: z.number(),
});
export type Reason = z.infer<typeof reasonSchema>;

/** The sale the figure stands for: a marketplace and a year, the model's reference unless given. */
export const saleContextSchema = z.object({
  venue: z.string(),
  year: z.number().int(),
  reference: z.boolean(),
});
export type SaleContext = z.infer<typeof saleContextSchema>;

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
  /** The five factors that moved the estimate most, largest first. */
  reasons: z.array(reasonSchema),
  context: saleContextSchema,
  /** Number of real sales the model learnt from. */
  trainingSales: z.number().int().nonnegative(),
});
export type Estimation = z.infer<typeof estimationSchema>;
