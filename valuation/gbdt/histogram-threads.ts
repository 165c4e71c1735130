import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildHistograms, type HistogramData, slotSize, slotsPerChunk } from './build-histograms';
import type { WorkerMessage } from './hist-worker';

/**
 * Builds the histograms of a tree level over `threads` threads: this one and threads - 1 workers, each
 * taking a contiguous share of the features. Also hands out histogram slots, in shared chunks the workers
 * are told about as they are added.
 */
export type HistogramThreads = {
  /** Histogram memory: slot s is `chunks[s / slotsPerChunk]` from `(s % slotsPerChunk) * slotSize`. */
  chunks: Float64Array[];
  allocateSlot(): number;
  freeSlot(slot: number): void;
  /** Fills the slots of `nodes` (triples: first position, end position, slot) for `features`. */
  build(nodes: Int32Array, features: Int32Array): Promise<void>;
  close(): Promise<void>;
};

export function startHistogramThreads(
  data: HistogramData,
  featureCount: number,
  threads: number,
): HistogramThreads {
  const workers = Array.from({ length: Math.max(0, threads - 1) }, () => startWorker(data, featureCount));
  const chunks: Float64Array[] = [];
  const free: number[] = [];
  const size = slotSize(featureCount);

  return {
    chunks,
    allocateSlot() {
      const slot = free.pop();
      if (slot !== undefined) return slot;
      const first = chunks.length * slotsPerChunk;
      const chunk = new Float64Array(new SharedArrayBuffer(size * slotsPerChunk * 8));
      chunks.push(chunk);
      for (const worker of workers) worker.post({ type: 'chunk', chunk });
      for (let s = first + slotsPerChunk - 1; s > first; s--) free.push(s);
      return first;
    },
    freeSlot(slot) {
      free.push(slot);
    },
    async build(nodes, features) {
      const share = (t: number) => Math.floor((t * features.length) / threads);
      const done = workers.map((worker, index) =>
        worker.build({ type: 'build', nodes, features, from: share(index + 1), to: share(index + 2) }),
      );
      buildHistograms(data, chunks, featureCount, nodes, features, 0, share(1));
      await Promise.all(done);
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

// The worker is TypeScript, and Node 20 does not pass a loader's hooks on to worker threads: a few lines
// of plain JavaScript register tsx in the new thread first, then import the worker. Both are resolved
// from here, so the working directory does not matter (vitest, `npx tsx`, a server started elsewhere).
const workerUrl = new URL('./hist-worker.ts', import.meta.url).href;
const tsxApiUrl = tsxEsmApiUrl();
const bootstrap = `import(${JSON.stringify(tsxApiUrl)})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`;

function startWorker(data: HistogramData, featureCount: number) {
  const worker = new Worker(bootstrap, { eval: true });
  const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const entry of waiting.splice(0)) entry.reject(error);
  };
  worker.on('message', () => waiting.shift()?.resolve());
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`histogram worker exited with code ${code}`)));
  const post = (message: WorkerMessage) => worker.postMessage(message);
  post({ type: 'init', data, featureCount });
  return {
    post,
    build(message: WorkerMessage): Promise<void> {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        post(message);
      });
    },
    async terminate() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/** tsx's ES-module API (require.resolve would find its CommonJS build, whose register() fails here). */
function tsxEsmApiUrl(): string {
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return new URL(manifest.exports['./esm/api'].import.default, pathToFileURL(packageJson)).href;
}
