import type { Kysely } from 'kysely';
import { AppError } from '../app-error';
import type { Database } from '../db/schema';
import { type PriceTrend, priceTrend } from './price-trend';

export type PriceTrendsOptions = {
  db: Kysely<Database>;
  keywords?: string[];
  tlds?: string[];
  /** Keywords and TLDs in all. */
  limit: number;
};

/** One trend per keyword, then one per TLD, in the order asked; the first bad term stops the request. */
export async function priceTrends({
  db,
  keywords = [],
  tlds = [],
  limit,
}: PriceTrendsOptions): Promise<PriceTrend[]> {
  const terms = keywords.length + tlds.length;
  if (terms === 0) throw new AppError('noTrendTerms', 400);
  if (terms > limit) throw new AppError('tooManyTrendTerms', 400, [limit]);
  const trends: PriceTrend[] = [];
  for (const keyword of keywords) trends.push(await priceTrend({ db, keyword }));
  for (const tld of tlds) trends.push(await priceTrend({ db, tld }));
  return trends;
}
