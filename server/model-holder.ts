import type { ValuationModel } from '../valuation';

/**
 * The estimation models the server answers with, swappable while it runs: retraining promotes a new
 * version and swaps it in; each request reads current() once, so an answer never mixes two versions.
 */
export type ModelHolder = {
  current(): ValuationModel;
  /** The store version ('20260310T030000Z-1a2b3c4d') or 'committed' for the models/ folder. */
  version(): string;
  swap(model: ValuationModel, version: string): void;
};

export function holdModel(model: ValuationModel, version: string): ModelHolder {
  let held = { model, version };
  return {
    current: () => held.model,
    version: () => held.version,
    swap(next, nextVersion) {
      held = { model: next, version: nextVersion };
    },
  };
}
