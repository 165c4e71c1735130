import { explainEstimate, type Reason } from '../explain/explain-estimate';
import { extractDescribedFeatures, extractFeatures, type FeatureDescription } from '../features/index';
import { contributions, predict } from '../gbdt/index';
import { estimateContext } from '../train/feature-matrix';
import { rangeOffsets } from './calibration';
import type { Engine, LoadedModel } from './load-engine';

export type EstimateNameInput = {
  /** Label as typed or in ASCII ('example', 'xn--mnchen-3ya'). */
  label: string;
  /** TLD without the dot ('com', 'co.uk'). */
  tld: string;
  /** Estimation model name; the engine's default when absent. */
  model?: string;
  /** Sale context; what is not given is the model's reference context. */
  context?: { venue?: string; year?: number };
  /** false skips reasons and the readable features (bulk evaluation); default true. */
  explain?: boolean;
};

export type EstimateContext = { venue: string; year: number; reference: boolean };

export type NameEstimate = {
  /** USD, two significant figures. */
  estimation: number;
  /** [low, high] in USD, rounded outwards; holds `coverage` of sales like this one. */
  range: [number, number];
  coverage: number;
  /** Unrounded ln(estimate) and ln(range). */
  log: { estimate: number; low: number; high: number };
  features: FeatureDescription;
  reasons: Reason[];
  /** ln(price) the reasons start from, and the summed effect of the factors not listed. */
  reasonsBase: number;
  reasonsRest: number;
  model: string;
  modelVersion: string;
  context: EstimateContext;
  /** Sales the model learnt from. */
  trainingSales: number;
};

const emptyFeatures: FeatureDescription = { nameBased: {}, tldBased: { tld: '' } };
let scratch = new Float32Array(0);

export function modelOf(engine: Engine, name?: string): LoadedModel {
  const model = engine.models.get(name ?? engine.defaultModel);
  if (!model) throw new RangeError(`no estimation model '${name}'`);
  return model;
}

/** Estimates one name; throws RangeError on an empty label or TLD or an unknown model. */
export function estimateName(engine: Engine, input: EstimateNameInput): NameEstimate {
  const label = input.label.trim().toLowerCase();
  const tld = input.tld.trim().toLowerCase().replace(/^\.+/, '');
  if (label === '' || tld === '') throw new RangeError('an estimate needs a non-empty name and TLD');
  const { file, gbdt } = modelOf(engine, input.model);
  const reference = file.referenceContext;
  const context = estimateContext(input.context ?? {}, file.contextMode, reference);
  if (scratch.length !== gbdt.featureCount) scratch = new Float32Array(gbdt.featureCount);
  const row = scratch;
  const explain = input.explain ?? true;
  let logEstimate: number;
  let explanation = { base: 0, reasons: [] as Reason[], rest: 0 };
  let features = emptyFeatures;
  if (explain) {
    // One pass over the name's facts gives both the vector and the readable features.
    features = extractDescribedFeatures(label, tld, context, file.encodings, row);
    const parts = contributions(gbdt, row);
    logEstimate = 0;
    for (let i = 0; i < parts.length; i++) logEstimate += parts[i] as number;
    explanation = explainEstimate(parts, features);
  } else {
    extractFeatures(label, tld, context, file.encodings, row);
    logEstimate = predict(gbdt, row);
  }
  const [lowOffset, highOffset] = rangeOffsets(file.calibration, row, logEstimate);
  const estimation = roundSignificant(Math.exp(logEstimate), Math.round);
  const low = Math.min(estimation, roundSignificant(Math.exp(logEstimate + lowOffset), Math.floor));
  const high = Math.max(estimation, roundSignificant(Math.exp(logEstimate + highOffset), Math.ceil));
  const venue = context.venue?.trim().toLowerCase() ?? reference.venue;
  const year = context.year ?? reference.year;
  return {
    estimation,
    range: [low, high],
    coverage: file.calibration.coverage,
    log: { estimate: logEstimate, low: logEstimate + lowOffset, high: logEstimate + highOffset },
    features,
    reasons: explanation.reasons,
    reasonsBase: explanation.base,
    reasonsRest: explanation.rest,
    model: file.name,
    modelVersion: file.version,
    context: { venue, year, reference: venue === reference.venue && year === reference.year },
    trainingSales: file.counts.sales,
  };
}

// Two significant figures; dividing by an exact power of ten keeps 12000 from coming out as 11999.99...
function roundSignificant(value: number, round: (x: number) => number): number {
  const exponent = Math.floor(Math.log10(value)) - 1;
  if (exponent >= 0) {
    const step = 10 ** exponent;
    return Math.max(step, round(value / step) * step);
  }
  const scale = 10 ** -exponent;
  return Math.max(1 / scale, round(value * scale) / scale);
}
