import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureNames, getLexicon, lexiconFormat } from '../features/index';
import type { GbdtModel } from '../gbdt/index';
import { expandForest, type Manifest, type ModelFile, modelFormat } from './model-file';

/** One estimation model ready to estimate with: its file and the trees in predictable form. */
export type LoadedModel = { file: ModelFile; gbdt: GbdtModel };

/** Every estimation model of a models folder, loaded once; the lexicon is loaded with it. */
export type Engine = {
  defaultModel: string;
  models: Map<string, LoadedModel>;
  manifest: Manifest;
};

const defaultManifestUrl = new URL('../../models/manifest.json', import.meta.url);

/**
 * Loads models/manifest.json and the model files it lists. `path` may be the manifest or its folder; by
 * default the committed models beside this module, whatever the working directory.
 */
export function loadEngine(path: string = fileURLToPath(defaultManifestUrl)): Engine {
  const manifestPath = isFolder(path) ? join(path, 'manifest.json') : path;
  const manifest = readJson(manifestPath) as Manifest;
  if (manifest?.format !== 'valuation-manifest-1' || !Array.isArray(manifest.models)) {
    throw new Error(`${manifestPath}: not a valuation manifest`);
  }
  const folder = dirname(manifestPath);
  const models = new Map<string, LoadedModel>();
  for (const entry of manifest.models) {
    const modelPath = join(folder, entry.file);
    models.set(entry.name, loadedModel(readJson(modelPath) as ModelFile, modelPath));
  }
  if (!models.has(manifest.defaultModel)) {
    throw new Error(`${manifestPath}: the default model '${manifest.defaultModel}' is not listed`);
  }
  getLexicon();
  return { defaultModel: manifest.defaultModel, models, manifest };
}

/** An engine of model files already in memory (training, tests, benchmarks). */
export function engineOf(files: readonly ModelFile[], defaultModel = files[0]?.name ?? ''): Engine {
  const models = new Map(files.map((file) => [file.name, loadedModel(file, file.name)]));
  const manifest: Manifest = {
    format: 'valuation-manifest-1',
    defaultModel,
    lexiconFormat,
    featureNames: [...featureNames],
    models: [],
  };
  return { defaultModel, models, manifest };
}

function loadedModel(file: ModelFile, source: string): LoadedModel {
  if (file?.format !== modelFormat) throw new Error(`${source}: not a ${modelFormat} model`);
  if (file.lexiconFormat !== lexiconFormat) {
    throw new Error(`${source}: made for lexicon ${file.lexiconFormat}, this code reads ${lexiconFormat}`);
  }
  if (file.featureNames.join() !== featureNames.join()) {
    throw new Error(`${source}: its features differ from this code's (${file.featureNames.length} listed)`);
  }
  return { file, gbdt: expandForest(file.forest, file.params) };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: cannot read the valuation model (${(error as Error).message})`);
  }
}
