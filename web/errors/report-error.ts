import type { ClientLog } from '../../contracts/client-log';

// Sends the web app's own failures to POST /log (spec section 8: level, task path, status, message).
// Fire-and-forget, and built so that it can never loop: it uses fetch directly (not the API client,
// which reports its failures here), ignores its own failures, sends each distinct report once and
// at most `maxReportsPerPage` reports per page load.

export const maxReportsPerPage = 10;

type ReportInput = Omit<ClientLog, 'id' | 'level'> & { level?: ClientLog['level'] };

const sent = new Set<string>();
let count = 0;

/** A short random id a person can quote to support (spec: support ID, STID). */
export function newSupportId(): string {
  const bytes = new Uint8Array(5);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * Reports a failure and returns the support id it was sent with, or undefined when the report was
 * skipped (a repeat, or the per-page budget is spent).
 */
export function reportError(input: ReportInput, send: typeof fetch = globalThis.fetch): string | undefined {
  const message = (input.message || 'Unknown error').slice(0, 4000);
  const fingerprint = `${input.task ?? ''}|${input.status ?? ''}|${message}`;
  if (sent.has(fingerprint) || count >= maxReportsPerPage) return undefined;
  sent.add(fingerprint);
  count += 1;

  const id = newSupportId();
  const body: ClientLog = {
    level: input.level ?? 'error',
    id,
    task: input.task?.slice(0, 500),
    server: input.server?.slice(0, 500) ?? (typeof location === 'undefined' ? undefined : location.host),
    status: input.status,
    message,
  };
  try {
    send('/log', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {
      // A failed report is dropped: reporting it would be the loop we avoid.
    });
  } catch {
    // fetch itself may throw synchronously in odd environments; drop the report likewise.
  }
  return id;
}

/** For tests: forget what was sent. */
export function resetErrorReports(): void {
  sent.clear();
  count = 0;
}

export function describeError(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
