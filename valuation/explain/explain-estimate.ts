// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { type FeatureDescription, featureGroups, featureNames, type ReasonKey } from '../features/index';
import { reasonPhrase } from './reason-phrases';

/** One factor of an estimate: its phrase, and how much it moved the estimate (ln, and as a factor). */
export type Reason = {
  key: string;
  params: Record<string, string | number>;
  text: string;
  /** Change of ln(estimate). */
  effect: number;
  /** exp(effect): 1.8 = the estimate is 1.8 times what it would be without this factor. */
  factor: number;
};

export type Explanation = {
  /**
   * ln(price) the model starts from: the average of its training sales plus the effect of the sale
   * context (reference marketplace and year), which is a setting of the estimate, not a property of the name.
   */
  base: number;
  /** The factors that moved the estimate most, largest |effect| first. */
  reasons: Reason[];
  /** What the factors not listed moved together; base + sum of effects + rest = ln(estimate). */
  rest: number;
};

const contextGroups = new Set<ReasonKey>(['venue', 'year']);
const groupOfFeature: ReasonKey[] = featureNames.map((name) => featureGroups[name] as ReasonKey);
// Groups sorted by key once, so equal effects rank by key without comparing strings per estimate.
const groupKeys = [...new Set(groupOfFeature)].sort();
const groupIndex = new Map(groupKeys.map((key, i) => [key, i]));
const featureGroupIndex = Int32Array.from(groupOfFeature, (key) => groupIndex.get(key) as number);
const isContext = Uint8Array.from(groupKeys, (key) => (contextGroups.has(key) ? 1 : 0));

// Scratch of the hot path (one estimate at a time: the engine is synchronous).
const sums = new Float64Array(groupKeys.length);
const order = new Int32Array(groupKeys.length);

/**
 * Turns tree contributions (one per feature, then the bias, as `contributions` of valuation/gbdt gives them)
 * into the `count` reasons that moved the estimate most, summed per reason group of the features.
 */
export function explainEstimate(
  contributions: Float64Array,
  description: FeatureDescription,
  count = 5,
): Explanation {
  sums.fill(0);
  for (let f = 0; f < featureGroupIndex.length; f++) {
    sums[featureGroupIndex[f] as number]! += contributions[f] as number;
  }
  let base = contributions[featureGroupIndex.length] as number;
  let ranked = 0;
  for (let g = 0; g < groupKeys.length; g++) {
    if (isContext[g]) base += sums[g] as number;
    else order[ranked++] = g;
  }
  // Insertion sort by |effect|, largest first; ties keep key order (the groups are sorted by key).
  for (let i = 1; i < ranked; i++) {
    const g = order[i] as number;
    const size = Math.abs(sums[g] as number);
    let j = i - 1;
    while (j >= 0 && Math.abs(sums[order[j] as number] as number) < size) {
      order[j + 1] = order[j] as number;
      j -= 1;
    }
    order[j + 1] = g;
  }
  const shown = Math.min(count, ranked);
  const reasons: Reason[] = [];
  for (let i = 0; i < shown; i++) {
    const g = order[i] as number;
    const effect = sums[g] as number;
    const { key, params, text } = reasonPhrase(groupKeys[g] as ReasonKey, description);
    reasons.push({
      key,
      params,
      text,
      effect: round(effect),
      factor: round(Math.exp(effect)),
    });
  }
  let rest = 0;
  for (let i = shown; i < ranked; i++) rest += sums[order[i] as number] as number;
  return { base: round(base), reasons, rest: round(rest) };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
