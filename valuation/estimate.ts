import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { globalGroupKey, groupKeys, type MatchedProperties, matchedProperties } from './group-keys';
import { nameFeatures, tldType } from './name-features';
import type { GroupStats, ValuationModel } from './valuation-model';

/** ASCII label (may be 'xn--...') and ASCII TLD ('com', 'co.uk'). */
export type EstimateInput = { name: string; tld: string };

export type EstimateOutput = {
  /** USD, > 0, two significant figures. */
  estimation: number;
  /** low <= estimation <= high: the group's low..high percentiles, rounded outwards. */
  range: [number, number];
  /** Share of sales the range is meant to hold. */
  coverage: number;
  basis: { sales: number; matched: MatchedProperties; years: [number, number] | null; context: 'auction' };
  features: {
    nameBased: Record<string, string | number | boolean>;
    tldBased: { tld: string } & Record<string, string | number | boolean>;
  };
  modelVersion: string;
};

const defaultModelUrl = new URL('../models/group-medians-1.json', import.meta.url);
const significantDigits = 2;

/** Loads a model file; by default the committed one beside this module, whatever the working directory. */
export function loadModel(path: string = fileURLToPath(defaultModelUrl)): ValuationModel {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: cannot read the valuation model (${(error as Error).message})`);
  }
  const problem = modelProblem(parsed);
  if (problem) throw new Error(`${path}: not a valuation model (${problem})`);
  return parsed as ValuationModel;
}

/** Estimates a name from the finest group of the model that holds it. Throws on an empty name or TLD. */
export function estimate(model: ValuationModel, input: EstimateInput): EstimateOutput {
  const label = input.name.trim().toLowerCase();
  const tld = input.tld.trim().toLowerCase().replace(/^\.+/, '');
  if (label === '' || tld === '') throw new RangeError('estimate needs a non-empty name and tld');

  const features = nameFeatures(label);
  const type = tldType(tld);
  const keys = groupKeys({
    tld,
    tldType: type,
    lengthBucket: features.lengthBucket,
    charClass: features.charClass,
  });
  let key = globalGroupKey;
  let group: GroupStats | undefined;
  for (const candidate of keys) {
    group = model.groups[candidate];
    if (group) {
      key = candidate;
      break;
    }
  }
  if (!group) throw new Error(`valuation model ${model.version} has no global group '${globalGroupKey}'`);

  const estimation = roundSignificant(group.median, Math.round);
  return {
    estimation,
    // Rounding is monotone, so low <= estimation <= high holds already; min/max only guard float noise.
    range: [
      Math.min(estimation, roundSignificant(group.low, Math.floor)),
      Math.max(estimation, roundSignificant(group.high, Math.ceil)),
    ],
    coverage: model.coverage,
    basis: {
      sales: group.sales,
      matched: matchedProperties(key),
      years: group.years,
      context: model.context,
    },
    features: {
      nameBased: { ...features, idn: features.charClass === 'idn' },
      tldBased: {
        tld,
        tldType: type,
        salesSeen: (Object.hasOwn(model.tldSales, tld) && model.tldSales[tld]) || 0,
      },
    },
    modelVersion: model.version,
  };
}

// Dividing by an exact power of ten (rather than multiplying by 0.01) keeps 12000 from coming out as
// 11999.999999999998.
function roundSignificant(value: number, round: (x: number) => number): number {
  const exponent = Math.floor(Math.log10(value)) - significantDigits + 1;
  if (exponent >= 0) {
    const step = 10 ** exponent;
    return round(value / step) * step;
  }
  const scale = 10 ** -exponent;
  return round(value * scale) / scale;
}

function modelProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'not a JSON object';
  const model = value as Partial<ValuationModel>;
  if (typeof model.version !== 'string') return 'no version';
  if (typeof model.coverage !== 'number') return 'no coverage';
  if (typeof model.groups !== 'object' || model.groups === null) return 'no groups';
  if (!model.groups[globalGroupKey]) return `no global group '${globalGroupKey}'`;
  for (const [key, group] of Object.entries(model.groups)) {
    if (!(group.low > 0 && group.low <= group.median && group.median <= group.high)) {
      return `group '${key}' does not hold 0 < low <= median <= high`;
    }
  }
  if (typeof model.tldSales !== 'object' || model.tldSales === null) return 'no tldSales';
  return undefined;
}
