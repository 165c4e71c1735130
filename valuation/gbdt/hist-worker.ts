// A histogram thread: receives the shared arrays once, then builds its share of the features of each
// level's nodes and answers 'done'. Started by histogram-threads.ts.
import { parentPort } from 'node:worker_threads';
import { buildHistograms, type HistogramData } from './build-histograms';

export type WorkerMessage =
  | { type: 'init'; data: HistogramData; featureCount: number }
  | { type: 'chunk'; chunk: Float64Array }
  | { type: 'build'; nodes: Int32Array; features: Int32Array; from: number; to: number };

const port = parentPort;
if (!port) throw new Error('hist-worker.ts runs as a worker thread only');

let data: HistogramData | undefined;
let featureCount = 0;
const chunks: Float64Array[] = [];

port.on('message', (message: WorkerMessage) => {
  if (message.type === 'init') {
    data = message.data;
    featureCount = message.featureCount;
  } else if (message.type === 'chunk') {
    chunks.push(message.chunk);
  } else {
    if (!data) throw new Error('hist-worker: build before init');
    buildHistograms(data, chunks, featureCount, message.nodes, message.features, message.from, message.to);
    port.postMessage('done');
  }
});
