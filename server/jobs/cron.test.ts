import { afterEach, describe, expect, it, vi } from 'vitest';
import { CronError, nextCronRun, parseCron, startCronTimer } from './cron';

const next = (expression: string, after: string): string | undefined =>
  nextCronRun(parseCron(expression), new Date(after))?.toISOString();

describe('cron schedules', () => {
  it('runs a daily job at 03:00 UTC, today when it is still to come, else tomorrow', () => {
    expect(next('0 3 * * *', '2026-03-10T01:59:30Z')).toBe('2026-03-10T03:00:00.000Z');
    expect(next('0 3 * * *', '2026-03-10T03:00:00Z')).toBe('2026-03-11T03:00:00.000Z');
    expect(next('0 3 * * *', '2026-12-31T04:00:00Z')).toBe('2027-01-01T03:00:00.000Z');
  });

  it('reads steps, ranges and lists', () => {
    expect(next('*/15 * * * *', '2026-03-10T10:07:00Z')).toBe('2026-03-10T10:15:00.000Z');
    expect(next('0-30/10 9-17 * * *', '2026-03-10T17:31:00Z')).toBe('2026-03-11T09:00:00.000Z');
    expect(next('5,35 * * * *', '2026-03-10T10:06:00Z')).toBe('2026-03-10T10:35:00.000Z');
    expect(next('5/20 * * * *', '2026-03-10T10:46:00Z')).toBe('2026-03-10T11:05:00.000Z');
  });

  it('knows weekdays (0 and 7 are Sunday) and months', () => {
    // 2026-03-10 is a Tuesday.
    expect(next('30 2 * * 1-5', '2026-03-13T03:00:00Z')).toBe('2026-03-16T02:30:00.000Z');
    expect(next('0 0 * * 7', '2026-03-10T00:00:00Z')).toBe('2026-03-15T00:00:00.000Z');
    expect(next('0 0 1 */3 *', '2026-03-10T00:00:00Z')).toBe('2026-04-01T00:00:00.000Z');
  });

  it('runs on either day when both day fields are restricted, as cron does', () => {
    // The 13th of the month or any Friday: Friday 2026-03-13 is both, Friday the 20th comes next.
    expect(next('0 12 13 * 5', '2026-03-10T00:00:00Z')).toBe('2026-03-13T12:00:00.000Z');
    expect(next('0 12 13 * 5', '2026-03-13T13:00:00Z')).toBe('2026-03-20T12:00:00.000Z');
  });

  it('finds 29 February years ahead', () => {
    expect(next('0 0 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
  });

  it.each([
    ['', 'fields'],
    ['0 3 * *', 'fields'],
    ['0 3 * * * *', 'fields'],
    ['60 3 * * *', 'minute'],
    ['0 24 * * *', 'hour'],
    ['0 3 0 * *', 'day of month'],
    ['0 3 * 13 *', 'month'],
    ['0 3 * * 8', 'day of week'],
    ['0 3 * * mon', 'day of week'],
    ['0 5-3 * * *', 'hour'],
    ['*/0 * * * *', 'minute'],
    ['0 0 31 2 *', 'never comes'],
  ])("refuses '%s' and says why (%s)", (expression, why) => {
    expect(() => parseCron(expression)).toThrow(CronError);
    expect(() => parseCron(expression)).toThrow(why);
  });
});

describe('cron timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls its job at each scheduled minute until stopped', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T02:58:00Z'));
    const run = vi.fn();
    const timer = startCronTimer(parseCron('0 3 * * *'), run);
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
    timer.stop();
    vi.advanceTimersByTime(48 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
