// A tree-level thread: receives the shared arrays once, then partitions its share of a level's nodes or
// builds its share of their histograms, answering each request. Started by tree-threads.ts.
import { parentPort } from 'node:worker_threads';
import { buildHistograms, type HistogramData } from './build-histograms';
import { type PartitionBuffers, partitionNodes, type SplitRecords } from './partition-rows';

export type WorkerMessage =
  | { type: 'init'; data: HistogramData; prediction: Float64Array; featureCount: number }
  | { type: 'chunk'; chunk: Float64Array }
  | { type: 'build'; nodes: Int32Array; features: Int32Array; from: number; to: number }
  | { type: 'partition'; records: SplitRecords; from: number; to: number };

const port = parentPort;
if (!port) throw new Error('hist-worker.ts runs as a worker thread only');

let buffers: PartitionBuffers | undefined;
let featureCount = 0;
const chunks: Float64Array[] = [];

port.on('message', (message: WorkerMessage) => {
  if (message.type === 'init') {
    const rows = message.data.rowCount;
    buffers = {
      data: message.data,
      prediction: message.prediction,
      spillPositions: new Uint32Array(rows),
      spillGradHess: new Float32Array(2 * rows),
    };
    featureCount = message.featureCount;
    return;
  }
  if (message.type === 'chunk') {
    chunks.push(message.chunk);
    return;
  }
  if (!buffers) throw new Error('hist-worker: work before init');
  if (message.type === 'build') {
    buildHistograms(
      buffers.data,
      chunks,
      featureCount,
      message.nodes,
      message.features,
      message.from,
      message.to,
    );
    port.postMessage(null);
  } else {
    const middles = new Int32Array(message.to - message.from);
    partitionNodes(buffers, message.records, message.from, message.to, middles, message.from);
    port.postMessage(middles);
  }
});
