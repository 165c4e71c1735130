// Standard five-field cron expressions (minute hour day-of-month month day-of-week), read in UTC: numbers,
// '*', lists (1,15), ranges (1-5) and steps (*/15, 0-30/10). As in cron, when both the day of the month
// and the day of the week are restricted, a day matching either runs; 0 and 7 are Sunday.

export type CronSchedule = {
  expression: string;
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** False when the field is '*' (or '*' with a step): then only the other day field decides. */
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
};

export class CronError extends Error {}

const fields = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

/** Reads an expression, or throws CronError saying which field is wrong and why. */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) {
    throw new CronError(
      `'${expression}' has ${parts.length} fields; cron needs 5: minute hour day-of-month month day-of-week (e.g. '0 3 * * *')`,
    );
  }
  const sets = parts.map((part, i) => parseField(part, fields[i] as (typeof fields)[number]));
  const weekdays = new Set([...(sets[4] as Set<number>)].map((day) => day % 7));
  const schedule: CronSchedule = {
    expression,
    minutes: sets[0] as Set<number>,
    hours: sets[1] as Set<number>,
    days: sets[2] as Set<number>,
    months: sets[3] as Set<number>,
    weekdays,
    daysRestricted: !parts[2]?.startsWith('*'),
    weekdaysRestricted: !parts[4]?.startsWith('*'),
  };
  if (!nextCronRun(schedule, new Date(Date.UTC(2000, 0, 1)))) {
    throw new CronError(`'${expression}' names a day that never comes`);
  }
  return schedule;
}

function parseField(text: string, field: (typeof fields)[number]): Set<number> {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!match)
      throw new CronError(`${field.name} '${text}': '${item}' is not a number, range, list or step`);
    const step = match[4] === undefined ? 1 : Number(match[4]);
    let from: number = field.min;
    let to: number = field.max;
    if (match[1] !== '*') {
      from = Number(match[2]);
      // '5/15' means from 5 to the end in steps of 15, as in cron.
      to = match[3] !== undefined ? Number(match[3]) : match[4] !== undefined ? field.max : from;
    }
    if (from < field.min || to > field.max || from > to || step < 1) {
      throw new CronError(`${field.name} '${text}': '${item}' is outside ${field.min}-${field.max}`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** Whether the schedule runs in the minute starting at `time` (UTC). */
export function cronMatches(schedule: CronSchedule, time: Date): boolean {
  return (
    schedule.minutes.has(time.getUTCMinutes()) &&
    schedule.hours.has(time.getUTCHours()) &&
    schedule.months.has(time.getUTCMonth() + 1) &&
    dayMatches(schedule, time)
  );
}

function dayMatches(schedule: CronSchedule, time: Date): boolean {
  const day = schedule.days.has(time.getUTCDate());
  const weekday = schedule.weekdays.has(time.getUTCDay());
  if (schedule.daysRestricted && schedule.weekdaysRestricted) return day || weekday;
  return day && weekday;
}

const minute = 60_000;
const hour = 60 * minute;
// Every date a schedule can name (29 February included) comes round within eight years.
const searchLimit = 8 * 366 * 24 * hour;

/** The first minute strictly after `after` in which the schedule runs; null for a date that never comes (31 February). */
export function nextCronRun(schedule: CronSchedule, after: Date): Date | null {
  const start = Math.floor(after.getTime() / minute) * minute + minute;
  let time = new Date(start);
  while (time.getTime() - start <= searchLimit) {
    if (!schedule.months.has(time.getUTCMonth() + 1)) {
      time = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth() + 1, 1));
    } else if (!dayMatches(schedule, time)) {
      time = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate() + 1));
    } else if (!schedule.hours.has(time.getUTCHours())) {
      time = new Date(Math.floor(time.getTime() / hour) * hour + hour);
    } else if (!schedule.minutes.has(time.getUTCMinutes())) {
      time = new Date(time.getTime() + minute);
    } else {
      return time;
    }
  }
  return null;
}

// setTimeout holds at most 2^31 - 1 ms (about 24.8 days); longer waits are taken in parts.
const longestTimeout = 2 ** 31 - 1;

/** Calls `run` at every time the schedule names, until stopped. `now` is the clock (tests). */
export function startCronTimer(
  schedule: CronSchedule,
  run: () => void,
  now: () => Date = () => new Date(),
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = (due: Date) => {
    if (stopped) return;
    const wait = due.getTime() - now().getTime();
    timer = setTimeout(
      () => {
        if (now().getTime() < due.getTime()) return arm(due);
        run();
        const next = nextCronRun(schedule, due);
        if (next) arm(next);
      },
      Math.max(0, Math.min(wait, longestTimeout)),
    );
    // A schedule alone never keeps the process alive.
    timer.unref();
  };
  const first = nextCronRun(schedule, now());
  if (first) arm(first);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
