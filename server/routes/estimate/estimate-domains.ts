import { defaultEstimationModel, isEstimationModelName } from '../../../contracts/estimation-models';
import { type NormalizedDomain, normalizeSearchTerm } from '../../../contracts/search-term';
import { isKnownTld } from '../../../contracts/tlds';
import { type EstimateOutput, estimate, type ValuationModel } from '../../../valuation';
import { AppError } from '../../app-error';

export type DomainEstimate = { name: NormalizedDomain; modelName: string; result: EstimateOutput };

export type EstimateDomainsOptions = {
  model: ValuationModel;
  domains: string[];
  modelName: string;
  /** Models this caller may use; visitors get only the default. */
  allowedModels: readonly string[];
  limit: number;
};

/** Normalises each typed term and values it; the first bad term stops the whole request. */
export function estimateDomains({
  model,
  domains,
  modelName,
  allowedModels,
  limit,
}: EstimateDomainsOptions): DomainEstimate[] {
  if (domains.length > limit) throw new AppError('tooManyDomains', 400, [limit]);
  if (!isEstimationModelName(modelName) || !allowedModels.includes(modelName)) {
    throw new AppError('estimationModelNotFound', 400);
  }
  const names = domains.map((term) => {
    const normalized = normalizeSearchTerm(term);
    if (!normalized.ok) throw new AppError(normalized.error, 400);
    if (!isKnownTld(normalized.value.tld)) throw new AppError('invalidTld', 400);
    return normalized.value;
  });
  return names.map((name) => {
    const [label = '', ...tldParts] = name.ascii.split('.');
    return {
      name,
      modelName,
      result: estimate(model, { name: label, tld: tldParts.join('.'), model: modelName }),
    };
  });
}

export const visitorModels = [defaultEstimationModel] as const;
