import type { Message } from '../../contracts/envelope';

/** A failed API call: the HTTP status (0 when the server could not be reached) and its messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: Message[] = [],
    readonly supportId?: string,
  ) {
    super(messages[0]?.text ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
