import type { Manifest, ModelFile } from '../engine/model-file';
import { featureNames, lexiconFormat } from '../features/index';
import type { Sale } from '../read-sales';
import { estimationModelSpecs } from './estimation-models';
import { type TrainModelOptions, trainEstimationModel } from './train-estimation-model';

export type TrainAllOptions = TrainModelOptions & {
  minMarketplaceSales?: number;
  /** Only these estimation models (default: all). */
  only?: readonly string[];
  log?: (line: string) => void;
};

/** Trains every estimation model on the sales; returns the model files and the manifest that lists them. */
export async function trainAllModels(
  sales: readonly Sale[],
  options: TrainAllOptions = {},
): Promise<{ files: ModelFile[]; manifest: Manifest }> {
  const specs = estimationModelSpecs(sales, options.minMarketplaceSales, options.validationFrom).filter(
    (spec) => !options.only || options.only.includes(spec.name),
  );
  const files: ModelFile[] = [];
  for (const spec of specs) {
    const started = performance.now();
    const { file } = await trainEstimationModel(sales, spec, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const all = file.validation.all;
    options.log?.(
      `${file.name}: ${file.counts.sales} sales, ${file.forest.trees.length} trees, validation logRMSE ${all.logRMSE} spearman ${all.spearman} coverage80 ${all.coverage80} (${seconds} s)`,
    );
    files.push(file);
  }
  const manifest: Manifest = {
    format: 'valuation-manifest-1',
    defaultModel: 'price_range',
    lexiconFormat,
    featureNames: [...featureNames],
    models: files.map((file) => ({
      name: file.name,
      file: `${file.name}.json`,
      version: file.version,
      trainedAt: file.trainedAt,
      seed: file.seed,
      description: file.description,
      referenceContext: file.referenceContext,
      counts: file.counts,
      validation: file.validation,
    })),
  };
  return { files, manifest };
}
