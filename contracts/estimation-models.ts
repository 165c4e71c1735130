// The spec's estimation models. Marketplace models are named price_range_<marketplace>.
export const estimationModels = [
  'price_range',
  'outliers_filtered_out_1',
  'outliers_filtered_out_2',
  'trained_over_all_domains',
] as const;

export type EstimationModelName = (typeof estimationModels)[number] | `price_range_${string}`;

export const defaultEstimationModel = 'price_range' satisfies EstimationModelName;

export function isEstimationModelName(value: string): value is EstimationModelName {
  return (estimationModels as readonly string[]).includes(value) || /^price_range_[a-z0-9.-]+$/.test(value);
}
