import { type MessageKey, messages } from '../contracts/messages';

/**
 * The one error type of the server: a message key of contracts/messages.ts and an HTTP status.
 * The error handler turns it into the envelope's `messages`, in one place.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: number,
    readonly params: (string | number)[] = [],
  ) {
    super(messages[key]);
    this.name = 'AppError';
  }
}
