import type { Kysely, SelectQueryBuilder } from 'kysely';
import { normalizeSearchTerm } from '../../contracts/search-term';
import { AppError } from '../app-error';
import type { Database } from '../db/schema';
import { saleNameFacts } from './sale-name-facts';

export type SimilarSaleMatch = 'same-name' | 'shared-word' | 'same-pattern';

export type SimilarSale = {
  domain: string;
  priceUsd: number;
  /** 'YYYY-MM-DD'; null where unknown. */
  date: string | null;
  venue: string | null;
  match: SimilarSaleMatch;
  /** For 'shared-word': the rarest, longest word both names have. */
  word?: string;
};

export type FindSimilarSalesOptions = {
  db: Kysely<Database>;
  /** What a person typed; normalised like a search ('https://www.Example.com/' -> example.com). */
  domain: string;
  limit?: number;
};

const maxLimit = 50;
// Candidates fetched per shared word, newest first; enough to rank, bounded for common words.
const candidatesPerWord = 40;
// Sales of a word counted for its rarity; beyond this a word is simply common.
const rarityCap = 10_000;

type SaleRow = {
  id: number;
  domain: string;
  price_usd: number;
  sale_date: string | null;
  venue: string | null;
  length: number;
};

type Candidate = {
  row: SaleRow;
  match: SimilarSaleMatch;
  /** Higher ranks first within a match: summed word weights, or minus the length difference. */
  score: number;
  word?: string;
  wordWeight?: number;
};

const saleColumns = ['sales.id', 'domain', 'price_usd', 'sale_date', 'venue', 'length'] as const;

/**
 * Real sales that resemble a name: the same name under another TLD first, then names that share a
 * word (rare and long words count more), then names of the same pattern and about the same length;
 * newer sales first where those tie. Never a sale of the name itself. Every query has a LIMIT.
 */
export async function findSimilarSales({
  db,
  domain,
  limit = 10,
}: FindSimilarSalesOptions): Promise<SimilarSale[]> {
  const normalized = normalizeSearchTerm(domain);
  if (!normalized.ok) throw new AppError(normalized.error, 400);
  const ascii = normalized.value.ascii;
  const label = ascii.slice(0, ascii.indexOf('.'));
  const wanted = Math.min(Math.max(1, limit), maxLimit);
  const facts = saleNameFacts(label);

  const candidates = new Map<number, Candidate>();
  const offer = (candidate: Candidate) => {
    const known = candidates.get(candidate.row.id);
    if (!known || rank(candidate, known) < 0) candidates.set(candidate.row.id, candidate);
  };

  const sameName = await newestFirst(
    db.selectFrom('sales').select(saleColumns).where('label', '=', label).where('domain', '!=', ascii),
    wanted,
  );
  for (const row of sameName) offer({ row, match: 'same-name', score: 0 });

  if (candidates.size < wanted) {
    for (const candidate of await sharedWordCandidates(db, label, facts.words)) offer(candidate);
  }
  if (candidates.size < wanted) {
    for (const candidate of await samePatternCandidates(db, label, facts, wanted)) offer(candidate);
  }

  return [...candidates.values()]
    .sort(rank)
    .slice(0, wanted)
    .map(({ row, match, word }) => ({
      domain: row.domain,
      priceUsd: row.price_usd,
      date: row.sale_date,
      venue: row.venue,
      match,
      ...(word === undefined ? {} : { word }),
    }));
}

const matchOrder: Record<SimilarSaleMatch, number> = { 'same-name': 0, 'shared-word': 1, 'same-pattern': 2 };

/** Negative when `a` ranks before `b`. */
function rank(a: Candidate, b: Candidate): number {
  return (
    matchOrder[a.match] - matchOrder[b.match] ||
    b.score - a.score ||
    (b.row.sale_date ?? '').localeCompare(a.row.sale_date ?? '') ||
    b.row.id - a.row.id
  );
}

async function sharedWordCandidates(
  db: Kysely<Database>,
  label: string,
  words: string[],
): Promise<Candidate[]> {
  const found = new Map<number, Candidate>();
  for (const word of words) {
    // How many sales have the word, counted no further than the cap.
    const counted = await db
      .selectFrom((query) =>
        query.selectFrom('sale_words').select('sale_id').where('word', '=', word).limit(rarityCap).as('hits'),
      )
      .select((query) => query.fn.countAll<number | string>().as('count'))
      .executeTakeFirst();
    const sales = Number(counted?.count ?? 0);
    if (sales === 0) continue;
    const weight = word.length * Math.log(1 + rarityCap / sales);
    // The newest sales carrying the word (ids grow with each import, so this is the index's order).
    const rows = await db
      .selectFrom('sale_words')
      .innerJoin('sales', 'sales.id', 'sale_words.sale_id')
      .select(saleColumns)
      .where('sale_words.word', '=', word)
      .where('sales.label', '!=', label)
      .orderBy('sale_words.sale_id', 'desc')
      .limit(candidatesPerWord)
      .execute();
    for (const row of rows) {
      const known = found.get(row.id);
      if (known) {
        known.score += weight;
        if (weight > (known.wordWeight ?? 0)) {
          known.word = word;
          known.wordWeight = weight;
        }
      } else {
        found.set(row.id, { row, match: 'shared-word', score: weight, word, wordWeight: weight });
      }
    }
  }
  return [...found.values()];
}

async function samePatternCandidates(
  db: Kysely<Database>,
  label: string,
  facts: { pattern: string; length: number },
  wanted: number,
): Promise<Candidate[]> {
  const found: Candidate[] = [];
  // The same length first, then one shorter and one longer.
  for (const length of [facts.length, facts.length - 1, facts.length + 1]) {
    if (found.length >= wanted || length < 1) continue;
    const rows = await newestFirst(
      db
        .selectFrom('sales')
        .select(saleColumns)
        .where('pattern', '=', facts.pattern)
        .where('length', '=', length)
        .where('label', '!=', label),
      wanted - found.length,
    );
    const score = -Math.abs(length - facts.length);
    for (const row of rows) found.push({ row, match: 'same-pattern', score });
  }
  return found;
}

/**
 * The newest `limit` rows: dated ones by date, then undated ones. Two queries rather than one
 * 'NULLS LAST' sort, so both databases can walk an index ending in sale_date instead of sorting
 * every match.
 */
async function newestFirst<T extends SaleRow>(
  query: SelectQueryBuilder<Database, 'sales', T>,
  limit: number,
): Promise<T[]> {
  const dated = await query
    .where('sale_date', 'is not', null)
    .orderBy('sale_date', 'desc')
    .limit(limit)
    .execute();
  if (dated.length >= limit) return dated;
  const undated = await query
    .where('sale_date', 'is', null)
    .orderBy('sales.id', 'desc')
    .limit(limit - dated.length)
    .execute();
  return [...dated, ...undated];
}
