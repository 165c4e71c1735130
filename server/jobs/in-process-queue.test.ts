import { describe, expect, it, vi } from 'vitest';
import { InProcessQueue } from './in-process-queue';

const quietLog = () => ({ info: vi.fn(), error: vi.fn() });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('in-process job queue', () => {
  it('runs the jobs of one name one at a time, in the order they came', async () => {
    const queue = new InProcessQueue(quietLog());
    const events: string[] = [];
    let running = 0;
    let most = 0;
    queue.process('retrain', async ({ trigger }) => {
      running += 1;
      most = Math.max(most, running);
      events.push(`start ${trigger}`);
      await tick();
      events.push(`end ${trigger}`);
      running -= 1;
    });
    await queue.enqueue('retrain', { trigger: 'schedule' });
    await queue.enqueue('retrain', { trigger: 'manual' });
    await queue.idle();
    expect(most).toBe(1);
    expect(events).toEqual(['start schedule', 'end schedule', 'start manual', 'end manual']);
  });

  it('keeps jobs queued before their handler is there, and runs them once it is', async () => {
    const queue = new InProcessQueue(quietLog());
    const handler = vi.fn(async () => {});
    await queue.enqueue('retrain', { trigger: 'manual' });
    queue.process('retrain', handler);
    await queue.idle();
    expect(handler).toHaveBeenCalledWith({ trigger: 'manual' });
  });

  it('logs a failing job and goes on with the next', async () => {
    const log = quietLog();
    const queue = new InProcessQueue(log);
    const done: string[] = [];
    queue.process('retrain', async ({ trigger }) => {
      if (trigger === 'schedule') throw new Error('out of memory');
      done.push(trigger);
    });
    await queue.enqueue('retrain', { trigger: 'schedule' });
    await queue.enqueue('retrain', { trigger: 'manual' });
    await queue.idle();
    expect(done).toEqual(['manual']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ job: 'retrain', err: new Error('out of memory') });
  });

  it('waits for the running job at close, drops the waiting ones and takes no more', async () => {
    const queue = new InProcessQueue(quietLog());
    const done: string[] = [];
    queue.process('retrain', async ({ trigger }) => {
      await tick();
      done.push(trigger);
    });
    await queue.enqueue('retrain', { trigger: 'schedule' });
    await queue.enqueue('retrain', { trigger: 'manual' });
    await queue.close();
    expect(done).toEqual(['schedule']);
    await expect(queue.enqueue('retrain', { trigger: 'manual' })).rejects.toThrow('closed');
  });
});
