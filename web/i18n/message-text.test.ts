import { describe, expect, it } from 'vitest';
import { messageText, toI18nextPlaceholders, toInterpolation } from './message-text';
import { createTranslator } from './test-translator';

const translator = createTranslator;

describe('API message texts', () => {
  it('shows the translation of the message key with its params', async () => {
    const t = await translator('de');
    const text = messageText(t, {
      key: 'tooManyDomains',
      params: [10],
      text: 'The domain limit of 10 is exceeded.',
      type: 'error',
    });
    expect(text).toBe('Das Domain-Limit von 10 ist überschritten.');
  });

  it('shows the English text when English is chosen', async () => {
    const t = await translator('en');
    expect(messageText(t, { key: 'invalidTld', text: 'Invalid TLD', type: 'error' })).toBe('Invalid TLD');
  });

  it('falls back to the text the server sent for a key it does not know', async () => {
    const t = await translator('de');
    expect(messageText(t, { key: 'somethingNew', text: 'Something new', type: 'error' })).toBe(
      'Something new',
    );
    expect(messageText(t, { text: 'No key at all', type: 'error' })).toBe('No key at all');
  });

  it("says 'Unexpected error' when there is no message", async () => {
    expect(messageText(await translator('en'), undefined)).toBe('Unexpected error');
    expect(messageText(await translator('de'), { text: '', type: 'error' })).toBe('Unerwarteter Fehler');
  });

  it('converts the contract placeholders to i18next ones', () => {
    expect(toI18nextPlaceholders('limit of {0} and {1}')).toBe('limit of {{0}} and {{1}}');
    expect(toInterpolation([10, 'x'])).toEqual({ 0: 10, 1: 'x' });
  });
});
