import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Engine, loadEngine, type Manifest, type Metrics, type ModelFile } from '../../valuation';

// The model store (MODEL_STORE_PATH, default var/models): one folder per trained version,
// <version>/manifest.json and its model files, never overwritten or deleted; active.json names the
// version the server estimates with.

export type ActiveVersion = { version: string; promotedAt: string; metrics: Metrics };

const activeFile = 'active.json';

/** '20260310T030000Z-1a2b3c4d': sortable by time, and the hash tells versions of one second apart. */
export function versionId(now: Date, manifest: Manifest): string {
  const time = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const hash = createHash('sha256')
    .update(manifest.models.map((model) => model.version).join('\n'))
    .digest('hex')
    .slice(0, 8);
  return `${time}-${hash}`;
}

/** Writes a version's folder whole (written aside, then renamed into place); refuses an existing one. */
export function writeVersion(
  storePath: string,
  version: string,
  model: { files: readonly ModelFile[]; manifest: Manifest },
): string {
  const folder = join(storePath, version);
  if (existsSync(folder)) throw new Error(`${folder} already exists; a model version is never overwritten`);
  const incoming = join(storePath, `.incoming-${version}`);
  mkdirSync(incoming, { recursive: true });
  for (const file of model.files) {
    writeFileSync(join(incoming, `${file.name}.json`), `${JSON.stringify(file)}\n`);
  }
  writeFileSync(join(incoming, 'manifest.json'), `${JSON.stringify(model.manifest, null, 2)}\n`);
  renameSync(incoming, folder);
  return folder;
}

export function readActiveVersion(storePath: string): ActiveVersion | null {
  const path = join(storePath, activeFile);
  if (!existsSync(path)) return null;
  const active = JSON.parse(readFileSync(path, 'utf8')) as ActiveVersion;
  if (typeof active?.version !== 'string' || !/^[\w.-]+$/.test(active.version)) {
    throw new Error(`${path}: names no model version`);
  }
  return active;
}

/** Makes a version the active one: active.json is replaced in one rename, never seen half written. */
export function promoteVersion(storePath: string, active: ActiveVersion): void {
  const temp = join(storePath, `.${activeFile}.${process.pid}.tmp`);
  writeFileSync(temp, `${JSON.stringify(active, null, 2)}\n`);
  renameSync(temp, join(storePath, activeFile));
}

/** The engine of a stored version. */
export function loadVersion(storePath: string, version: string): Engine {
  return loadEngine(join(storePath, version));
}

export type ServingModel = { engine: Engine; version: string };

/**
 * The models to estimate with: the store's active version when active.json names one whose files load,
 * else those of `modelPath` (default the committed models/). A store that fails to load is reported
 * through `warn`, and the server still starts.
 */
export function loadServingModel(options: {
  storePath: string;
  modelPath?: string;
  warn?: (message: string) => void;
}): ServingModel {
  try {
    const active = readActiveVersion(options.storePath);
    if (active) return { engine: loadVersion(options.storePath, active.version), version: active.version };
  } catch (error) {
    options.warn?.(
      `the active model version in ${options.storePath} does not load (${(error as Error).message}); using ${options.modelPath ?? 'the committed models'}`,
    );
  }
  return { engine: loadEngine(options.modelPath), version: options.modelPath ? 'model-path' : 'committed' };
}
