import type { TFunction } from 'i18next';
import type { Message } from '../../contracts/envelope';
import { type MessageKey, messages } from '../../contracts/messages';

// The API answers with a message key, numbered params ({0}, {1} ...) and the English text. The web
// app shows the translation of the key; i18next interpolates named values, so the params become
// { '0': ..., '1': ... } and the JSON texts read 'The domain limit of {{0}} is exceeded.'.

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(messages, key);
}

export function toInterpolation(params: readonly (string | number)[] = []): Record<string, string | number> {
  return Object.fromEntries(params.map((value, index) => [String(index), value]));
}

/** Converts the contract's '{0}' placeholders to i18next's '{{0}}'. */
export function toI18nextPlaceholders(text: string): string {
  return text.replace(/\{(\d+)\}/g, '{{$1}}');
}

/**
 * The text to show for an API message: the translation of its key with its params, else the text
 * the server sent, else 'Unexpected error'.
 */
export function messageText(t: TFunction, message: Message | undefined): string {
  if (message && isMessageKey(message.key)) {
    return t(`messages.${message.key}`, toInterpolation(message.params));
  }
  if (message?.text) return message.text;
  return t('messages.unexpectedError');
}
