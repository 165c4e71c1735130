import {
  type Encodings,
  extractFeatures,
  featureNames,
  knownVenues,
  type SaleContext,
} from '../features/index';

/** Which sale-context features a model learns: venue and year, the year only, or neither. */
export type ContextMode = 'venue-and-year' | 'year' | 'none';

/** The context a user's estimate stands for, stated in the model file and in the answer. */
export type ReferenceContext = { venue: string; year: number };

export type ContextRow = { venue: string; year: number | null };

/** A training row's context: unknown stays unknown (NaN), and the mode drops what the model must not see. */
export function trainingContext(row: ContextRow, mode: ContextMode): SaleContext {
  return {
    ...(mode === 'venue-and-year' && row.venue !== '' ? { venue: row.venue } : {}),
    ...(mode !== 'none' && row.year !== null ? { year: row.year } : {}),
  };
}

/**
 * A context to estimate in: the row's own venue and year where known, the reference where not, so an unknown
 * context is never read as the (expensive) unknown of the report rows. Years after the reference year are
 * estimated at the reference year: the only later sales in the data are a few days of a feed of notable
 * (expensive) sales, so their year effect is how that feed was chosen, not how the market moved. A venue
 * the training data did not know is estimated at the reference venue rather than as 'other'.
 */
export function estimateContext(
  row: Partial<ContextRow>,
  mode: ContextMode,
  reference: ReferenceContext,
): SaleContext {
  return {
    ...(mode === 'venue-and-year' ? { venue: isKnownVenue(row.venue) ? row.venue : reference.venue } : {}),
    ...(mode !== 'none' ? { year: Math.min(row.year ?? reference.year, reference.year) } : {}),
  };
}

const venues = new Set<string>(knownVenues);

function isKnownVenue(venue: string | undefined): venue is string {
  return venues.has(venue?.trim().toLowerCase() ?? '');
}

export type MatrixRow = { label: string; tld: string; context: SaleContext };

export const featureCount = featureNames.length;

/** Row-major feature matrix; `encodingsOf(i)` is row i's table (out of fold for training rows). */
export function featureMatrix(
  rows: readonly MatrixRow[],
  encodingsOf: (index: number) => Encodings | null,
): Float32Array {
  const matrix = new Float32Array(rows.length * featureCount);
  rows.forEach((row, i) => {
    extractFeatures(
      row.label,
      row.tld,
      row.context,
      encodingsOf(i),
      matrix.subarray(i * featureCount, (i + 1) * featureCount),
    );
  });
  return matrix;
}
