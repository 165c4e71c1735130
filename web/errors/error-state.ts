import { isMessageKey } from '../i18n/message-text';

// The /error page reads its status and message from the router state (set by the app) or from the
// query string (?status=500&message=unexpectedError, e.g. from a link or a server redirect). From the
// query only a message key is taken, never free text, so a crafted link cannot put words on our page.

export type ErrorPageState = { status: number; message?: string; messageKey?: string };

export function readErrorPageState(state: unknown, search: string): ErrorPageState {
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const query = new URLSearchParams(search);
  const status = toStatus(fromState.status) ?? toStatus(query.get('status')) ?? 500;
  const stateMessage =
    typeof fromState.message === 'string' && fromState.message ? fromState.message : undefined;
  const queryKey = query.get('message');
  return {
    status,
    message: stateMessage?.slice(0, 500),
    messageKey: !stateMessage && isMessageKey(queryKey) ? queryKey : undefined,
  };
}

function toStatus(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 400 && number <= 599 ? number : undefined;
}
