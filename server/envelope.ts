import type { Envelope, Message } from '../contracts/envelope';
import { formatMessage, type MessageKey, messages } from '../contracts/messages';

export function ok<T>(data: T[], notes: Message[] = []): Envelope<T> {
  return { data, messages: notes };
}

export function errorMessage(key: MessageKey, params: (string | number)[] = []): Message {
  return {
    text: formatMessage(messages[key], params),
    type: 'error',
    key,
    ...(params.length ? { params } : {}),
  };
}

export function failure(key: MessageKey, params: (string | number)[] = []): Envelope<never> {
  return { data: [], messages: [errorMessage(key, params)] };
}
