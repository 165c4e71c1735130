import { type Kysely, sql } from 'kysely';
import punycode from 'punycode/punycode.es6.js';
import { AppError } from '../app-error';
import type { Database } from '../db/schema';

export type YearTrend = { year: number; sales: number; medianPrice: number };
export type PriceTrend = { keyword?: string; tld?: string; trendOverYear: YearTrend[] };

export type PriceTrendOptions = { db: Kysely<Database> } & ({ keyword: string } | { tld: string });

/**
 * Sales per year and their median price in US dollars, of the names with a word ('car') or under a
 * TLD ('com'). Undated sales count in no year, and samples selected by price count in none. The database ranks the prices within each year and
 * returns only the middle one or two, so the answer stays small whatever the number of sales.
 */
export async function priceTrend(options: PriceTrendOptions): Promise<PriceTrend> {
  const { db } = options;
  if ('keyword' in options) {
    const keyword = options.keyword.trim().toLowerCase();
    if (!/^[a-z0-9]{2,63}$/.test(keyword)) throw new AppError('invalidKeyword', 400, [options.keyword]);
    const matching = allSales(db).where('sales.id', 'in', (query) =>
      query.selectFrom('sale_words').select('sale_words.sale_id').where('sale_words.word', '=', keyword),
    );
    return { keyword, trendOverYear: await yearlyMedians(db, matching) };
  }
  const tld = asciiTld(options.tld);
  return { tld, trendOverYear: await yearlyMedians(db, allSales(db).where('sales.tld', '=', tld)) };
}

function asciiTld(input: string): string {
  const text = input.trim().toLowerCase().replace(/^\./, '');
  let ascii = '';
  try {
    ascii = punycode.toASCII(text);
  } catch {
    // Stays empty: refused below.
  }
  if (!/^[a-z0-9-]{2,63}(\.[a-z0-9-]{2,63})?$/.test(ascii)) throw new AppError('invalidTld', 400);
  return ascii;
}

// Samples drawn for their high price (see ../shared/data/sales/README.md): a median over them says how
// expensive the reports were, not how the market moved, so trends leave them out. The 2026 feed counts
// among them: 168 of its 169 sales are over $1,000 (median $3,800), a feed of notable sales, not the
// market's. Feeds without a sample column (NULL) are the market's own and count.
export const priceSelectedSamples = [
  'high_value_oversample',
  'balanced_oversample',
  'top_sales_report',
  'all_time_top_1000',
  'recent_feed',
];

const allSales = (db: Kysely<Database>) =>
  db
    .selectFrom('sales')
    .where((eb) =>
      eb.or([eb('sales.sample', 'is', null), eb('sales.sample', 'not in', priceSelectedSamples)]),
    );
// Years in an answer, at most: sales span decades, not centuries.
const maxYears = 200;

async function yearlyMedians(
  db: Kysely<Database>,
  matching: ReturnType<typeof allSales>,
): Promise<YearTrend[]> {
  // Window functions work alike on SQLite (3.25+) and PostgreSQL; the casts keep PostgreSQL's
  // bigint counts numbers rather than strings.
  const ranked = matching
    .where('sales.sale_year', 'is not', null)
    .select([
      'sales.sale_year as year',
      'sales.price_usd as price',
      sql<number>`cast(row_number() over (partition by sales.sale_year order by sales.price_usd) as integer)`.as(
        'position',
      ),
      sql<number>`cast(count(*) over (partition by sales.sale_year) as integer)`.as('count'),
    ]);
  const middle = await db
    .selectFrom(ranked.as('ranked'))
    .select(['year', 'price', 'count'])
    .where(sql<boolean>`position in ((count + 1) / 2, (count + 2) / 2)`)
    .orderBy('year')
    .limit(2 * maxYears)
    .execute();
  const byYear = new Map<number, { sales: number; prices: number[] }>();
  for (const row of middle) {
    if (row.year === null) continue;
    const year = byYear.get(row.year) ?? { sales: row.count, prices: [] };
    year.prices.push(row.price);
    byYear.set(row.year, year);
  }
  return [...byYear].map(([year, { sales, prices }]) => ({
    year,
    sales,
    medianPrice: prices.reduce((sum, price) => sum + price, 0) / prices.length,
  }));
}
