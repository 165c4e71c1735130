// Every user-facing message the API can answer with: a stable key and the English text.
// The web app shows the translation of the key from web/i18n/{de,en}.json; API clients read the text.
// Texts quoted from the product spec are kept exactly as written there.
export const messages = {
  searchTokenEmpty: 'SearchToken empty',
  domainTooLong: 'Invalid character length. Domain names must be shorter than 63 characters.',
  searchTermTooShort: 'This is no valid searchterm. Please enter more than one character.',
  invalidTld: 'Invalid TLD',
  invalidEstimation: 'Unable to verify estimation data or invalid TLD',
  estimationModelNotFound: 'Estimation Model not found',
  tooManyDomains: 'The domain limit of {0} is exceeded.',
  invalidJson: 'The request body is not valid JSON.',
  invalidRequest: 'The request is not valid: {0}',
  notFound: 'This page could not be found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unexpectedError: 'Unexpected error',
  noDataFound: 'No data found',
  invalidKeyword: "'{0}' is not a keyword to look up: use one word of 2 to 63 letters or digits.",
  noTrendTerms: 'Name at least one keyword or TLD for a price trend.',
  tooManyTrendTerms: 'At most {0} keywords and TLDs in all can be looked up at once.',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills the spec's numbered placeholders: format('limit of {0}', [10]) -> 'limit of 10'. */
export function formatMessage(text: string, params: readonly (string | number)[] = []): string {
  return text.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = params[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
