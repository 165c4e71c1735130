import type { JobHandler, JobName, JobPayloads, JobQueue } from './job-queue';

export type JobLogger = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

type Lane = { waiting: unknown[]; running: Promise<void> | null; handler?: JobHandler<JobName> };

/**
 * Jobs in this process: one lane per job name, one job at a time in each lane, in order. A failing job is
 * logged and the lane goes on with the next; nothing a job throws reaches the server. Jobs are lost when the
 * process stops (BullMQ keeps them; this one is for a single server).
 */
export class InProcessQueue implements JobQueue {
  private readonly lanes = new Map<JobName, Lane>();
  private closed = false;

  constructor(private readonly log: JobLogger) {}

  async enqueue<Name extends JobName>(name: Name, payload: JobPayloads[Name]): Promise<void> {
    if (this.closed) throw new Error(`the job queue is closed; '${name}' was not queued`);
    const lane = this.lane(name);
    lane.waiting.push(payload);
    this.pump(name, lane);
  }

  process<Name extends JobName>(name: Name, handler: JobHandler<Name>): void {
    const lane = this.lane(name);
    if (lane.handler) throw new Error(`jobs '${name}' already have a handler`);
    lane.handler = handler as JobHandler<JobName>;
    this.pump(name, lane);
  }

  /** Resolves when no job is running or waiting (tests, and the command line). */
  async idle(): Promise<void> {
    for (;;) {
      const running = [...this.lanes.values()].flatMap((lane) => (lane.running ? [lane.running] : []));
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [name, lane] of this.lanes) {
      if (lane.waiting.length > 0) {
        this.log.info({ job: name, dropped: lane.waiting.length }, 'jobs dropped at close');
      }
      lane.waiting.length = 0;
    }
    await this.idle();
  }

  private lane(name: JobName): Lane {
    let lane = this.lanes.get(name);
    if (!lane) {
      lane = { waiting: [], running: null };
      this.lanes.set(name, lane);
    }
    return lane;
  }

  private pump(name: JobName, lane: Lane): void {
    const handler = lane.handler;
    if (lane.running || !handler || lane.waiting.length === 0) return;
    const payload = lane.waiting.shift() as JobPayloads[JobName];
    lane.running = (async () => {
      const started = performance.now();
      try {
        await handler(payload);
        this.log.info({ job: name, ms: Math.round(performance.now() - started) }, 'job done');
      } catch (error) {
        this.log.error({ job: name, err: error }, 'job failed');
      }
    })().finally(() => {
      lane.running = null;
      this.pump(name, lane);
    });
  }
}
