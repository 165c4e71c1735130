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
const groupKeys = [...new Set(groupOfFeature)];
const groupIndex = new Map(groupKeys.map((key, i) => [key, i]));
const featureGroupIndex = Int32Array.from(groupOfFeature, (key) => groupIndex.get(key) as number);

/**
 * Turns tree contributions (one per feature, then the bias, as `contributions` of valuation/gbdt gives them)
 * into the `count` reasons that moved the estimate most, summed per reason group of the features.
 */
export function explainEstimate(
  contributions: Float64Array,
  description: FeatureDescription,
  count = 5,
): Explanation {
  const sums = new Float64Array(groupKeys.length);
  for (let f = 0; f < featureGroupIndex.length; f++) {
    sums[featureGroupIndex[f] as number]! += contributions[f] as number;
  }
  let base = contributions[featureGroupIndex.length] as number;
  const ranked: { key: ReasonKey; effect: number }[] = [];
  groupKeys.forEach((key, i) => {
    const effect = sums[i] as number;
    if (contextGroups.has(key)) base += effect;
    else ranked.push({ key, effect });
  });
  ranked.sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect) || a.key.localeCompare(b.key));
  const shown = ranked.slice(0, count);
  const rest = ranked.slice(count).reduce((sum, reason) => sum + reason.effect, 0);
  return {
    base: round(base),
    reasons: shown.map(({ key, effect }) => ({
      ...reasonPhrase(key, description),
      effect: round(effect),
      factor: round(Math.exp(effect)),
    })),
    rest: round(rest),
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
