import { type Language, numberLocales } from '../i18n/languages';

// Spec section 9: USD and EUR show 2 decimals, the other currencies (GBP, CNY, CHF, JPY) none.
const twoDecimalCurrencies = new Set(['USD', 'EUR']);

export function currencyDecimals(currency: string): number {
  return twoDecimalCurrencies.has(currency.toUpperCase()) ? 2 : 0;
}

/** '$1,200.00' in English, '1.200,00 $' in German. */
export function formatPrice(amount: number, currency: string, language: Language): string {
  const decimals = currencyDecimals(currency);
  try {
    return new Intl.NumberFormat(numberLocales[language], {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount);
  } catch {
    // An unknown currency code: show the number and the code rather than nothing.
    return `${formatNumber(amount, language)} ${currency}`;
  }
}

/** Spec section 9: plain numbers show no decimals. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 0 }).format(value);
}

/** 0.8 -> '80%' / '80 %'. */
export function formatShare(share: number, language: Language): string {
  return new Intl.NumberFormat(numberLocales[language], {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);
}
