import type { Metrics } from '../../valuation';

/**
 * A retrained model against the active one, on the newest sales (held out of the candidate's fit):
 * 'same-held-out-sales' when the active model never learnt from them either (it was trained on older
 * sales), so both are judged on the very same unseen rows; 'recorded-held-out' when the active model did
 * learn from them — its figures on them would flatter it — so its own held-out figures, recorded when it
 * was trained, stand in. `activeOnSameSales` is kept either way for the record.
 */
export type RetrainComparison = {
  model: string;
  validationFrom: string;
  heldOutSales: number;
  basis: 'same-held-out-sales' | 'recorded-held-out' | 'no-active-model';
  candidate: Metrics;
  active: Metrics | null;
  activeOnSameSales: Metrics | null;
};

/** Not worse: log RMSE within half a percent of the active's, and the 80% range holding 75-85% or closer to 80% than the active's. */
export const promotionRule = { relativeLogRmseTolerance: 0.005, coverage: [0.75, 0.85] as const };

export function judgeCandidate(comparison: RetrainComparison): { promote: boolean; reason: string | null } {
  const { candidate, active } = comparison;
  if (!active) return { promote: true, reason: null };
  const limit = active.logRMSE * (1 + promotionRule.relativeLogRmseTolerance);
  if (!(candidate.logRMSE <= limit)) {
    return {
      promote: false,
      reason: `log RMSE ${candidate.logRMSE} is worse than the active model's ${active.logRMSE} (limit ${round(limit)}) on ${comparison.model}`,
    };
  }
  const [low, high] = promotionRule.coverage;
  const inBand = candidate.coverage80 >= low && candidate.coverage80 <= high;
  const noWorse = Math.abs(candidate.coverage80 - 0.8) <= Math.abs(active.coverage80 - 0.8) + 1e-9;
  if (!inBand && !noWorse) {
    return {
      promote: false,
      reason: `its 80% range holds ${candidate.coverage80} of the held-out sales, outside ${low}-${high} and further from 0.8 than the active model's ${active.coverage80}`,
    };
  }
  return { promote: true, reason: null };
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
