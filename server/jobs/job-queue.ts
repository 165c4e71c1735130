// Background jobs (retraining now, bulk estimates later) behind one small interface: in process by
// default (in-process-queue.ts); a BullMQ queue on Redis implements the same shape when the service is
// scaled out, so callers never know which one runs their job.

/** Every job the service knows, by name, with its payload: the queue is typed from this map. */
export type JobPayloads = {
  /** Retrain the estimation models from the database's sales and promote the result if not worse. */
  retrain: { trigger: 'schedule' | 'manual' };
};

export type JobName = keyof JobPayloads;

export type JobHandler<Name extends JobName> = (payload: JobPayloads[Name]) => Promise<void>;

export type JobQueue = {
  /** Adds a job; resolves once it is queued (not run). Refuses after close(). */
  enqueue<Name extends JobName>(name: Name, payload: JobPayloads[Name]): Promise<void>;
  /** The one handler of a job name; jobs of one name run one at a time, in order. */
  process<Name extends JobName>(name: Name, handler: JobHandler<Name>): void;
  /** Stops taking jobs and waits for the running ones; jobs still waiting are dropped. */
  close(): Promise<void>;
};
