import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildHistograms, type HistogramData, slotSize, slotsPerChunk } from './build-histograms';
import type { WorkerMessage } from './hist-worker';
import { type PartitionBuffers, partitionNodes, type SplitRecords, splitFields } from './partition-rows';

/**
 * Does a tree level's heavy work over `threads` threads: this one and threads - 1 workers. Histograms
 * are shared out by feature, partitions by node (balanced by rows); either way each histogram sum is
 * added in the same order by one thread, so the thread count never changes a model. Also hands out
 * histogram slots, in shared chunks the workers are told about as they are added.
 */
export type TreeThreads = {
  /** Histogram memory: slot s is `chunks[s / slotsPerChunk]` from `(s % slotsPerChunk) * slotSize`. */
  chunks: Float64Array[];
  allocateSlot(): number;
  freeSlot(slot: number): void;
  /** Fills the slots of `nodes` (fours: first position, end position, slot, rows in order) for `features`. */
  build(nodes: Int32Array, features: Int32Array): Promise<void>;
  /** Does what `records` asks of each node; resolves to the first right position of each partitioned one. */
  partition(records: SplitRecords): Promise<Int32Array>;
  close(): Promise<void>;
};

export function startTreeThreads(
  data: HistogramData,
  prediction: Float64Array,
  featureCount: number,
  threads: number,
): TreeThreads {
  const workers = Array.from({ length: Math.max(0, threads - 1) }, () => startWorker());
  for (const worker of workers) worker.post({ type: 'init', data, prediction, featureCount });
  const buffers: PartitionBuffers = {
    data,
    prediction,
    spillPositions: new Uint32Array(data.rowCount),
    spillGradHess: new Float32Array(2 * data.rowCount),
  };
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
      const share = (t: number) => featureShare(features.length, threads, t);
      const done = workers.map((worker, index) =>
        worker.request({ type: 'build', nodes, features, from: share(index + 1), to: share(index + 2) }),
      );
      buildHistograms(data, chunks, featureCount, nodes, features, 0, share(1));
      await Promise.all(done);
    },
    async partition(records) {
      const count = records.fields.length / splitFields;
      const middles = new Int32Array(count).fill(-1);
      const bounds = shareByRows(records.fields, threads);
      const done = workers.map(async (worker, index) => {
        const from = bounds[index + 1] ?? count;
        const answer = await worker.request({
          type: 'partition',
          records,
          from,
          to: bounds[index + 2] ?? count,
        });
        middles.set(answer as Int32Array, from);
      });
      partitionNodes(buffers, records, 0, bounds[1] ?? count, middles, 0);
      await Promise.all(done);
      return middles;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * Where thread t's features start. Shares end on a multiple of eight where there are enough features:
 * the histogram loop takes eight at a time, and a leftover feature costs about twice as much per row.
 */
function featureShare(count: number, threads: number, t: number): number {
  const even = (t * count) / threads;
  if (t === threads || count < 16 * threads) return Math.floor(even);
  return Math.min(count, Math.round(even / 8) * 8);
}

/** Node boundaries giving each thread about the same number of rows: thread t takes bounds[t]..bounds[t+1]. */
function shareByRows(fields: Int32Array, threads: number): number[] {
  const count = fields.length / splitFields;
  const rows = (node: number) => (fields[node * splitFields + 1] ?? 0) - (fields[node * splitFields] ?? 0);
  let total = 0;
  for (let node = 0; node < count; node++) total += rows(node);
  const bounds = [0];
  let before = 0;
  let node = 0;
  for (let t = 1; t < threads; t++) {
    // A node goes to the thread that holds its middle row.
    while (node < count && before + rows(node) / 2 < (t * total) / threads) {
      before += rows(node);
      node++;
    }
    bounds.push(node);
  }
  bounds.push(count);
  return bounds;
}

// The worker is TypeScript, and Node 20 does not pass a loader's hooks on to worker threads: a few lines
// of plain JavaScript register tsx in the new thread first, then import the worker. Both are resolved
// from here, so the working directory does not matter (vitest, `npx tsx`, a server started elsewhere).
const workerUrl = new URL('./hist-worker.ts', import.meta.url).href;
const tsxApiUrl = tsxEsmApiUrl();
const bootstrap = `import(${JSON.stringify(tsxApiUrl)})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`;

function startWorker() {
  const worker = new Worker(bootstrap, { eval: true });
  const waiting: { resolve: (answer: unknown) => void; reject: (error: Error) => void }[] = [];
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const entry of waiting.splice(0)) entry.reject(error);
  };
  worker.on('message', (answer: unknown) => waiting.shift()?.resolve(answer));
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`tree worker exited with code ${code}`)));
  const post = (message: WorkerMessage) => worker.postMessage(message);
  return {
    post,
    request(message: WorkerMessage): Promise<unknown> {
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
