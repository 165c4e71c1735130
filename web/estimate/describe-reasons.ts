import type { TFunction } from 'i18next';
import type { Reason } from '../../contracts/estimate';
import { type Language, numberLocales } from '../i18n/languages';
import { partsOfSpeechText } from './value-text';

// The five reasons of an estimate as the card shows them: the phrase in the UI language, the factor
// ('×2.4'), the direction, a bar width and a sentence for screen readers. The valuation names each reason
// by an i18n key (the keys live under `reason` in i18n/*.json); a key the web app does not know yet is
// shown by the English `text` the answer carries, never as the raw key.

export type Direction = 'up' | 'down' | 'none';

export type ReasonLine = {
  key: string;
  phrase: string;
  direction: Direction;
  /** '×2.4', '×0.93' in the UI language. */
  factor: string;
  /** 'raises the estimate 2.4-fold', 'lowers it by 7 %'. */
  effect: string;
  /** Bar length in percent of the longest bar. */
  width: number;
};

// Reasons whose count sits in a param other than `count`: passed on as `count` so that i18next picks
// the singular ('1 character', 'contains 1 hyphen').
const countParams: Record<string, string> = {
  'reason.length': 'length',
  'reason.hasHyphens': 'hyphens',
  'reason.hasDigits': 'digits',
};

export function describeReasons(t: TFunction, reasons: Reason[], language: Language): ReasonLine[] {
  const largest = Math.max(0, ...reasons.map((reason) => Math.abs(reason.effect)));
  return reasons.map((reason) => ({
    key: reason.key,
    phrase: reasonPhrase(t, reason),
    direction: reasonDirection(reason.effect),
    factor: factorText(reason.factor, language),
    effect: effectText(t, reason.factor, language),
    width: barWidth(reason.effect, largest),
  }));
}

/** The reason in the UI language, first letter capitalised; the English `text` for an unknown key. */
export function reasonPhrase(t: TFunction, reason: Reason): string {
  const fallback = reason.text.trim() || reason.key;
  if (!reason.key.startsWith('reason.')) return capitalise(fallback);
  const params: Record<string, unknown> = { ...reason.params };
  if (typeof params.parts === 'string') params.parts = partsOfSpeechText(t, params.parts);
  const countParam = countParams[reason.key];
  if (countParam && typeof params[countParam] === 'number' && params.count === undefined) {
    params.count = params[countParam];
  }
  const phrase = t(reason.key, { ...params, defaultValue: fallback });
  return capitalise(typeof phrase === 'string' && phrase !== '' ? phrase : fallback);
}

export function reasonDirection(effect: number): Direction {
  if (!Number.isFinite(effect) || effect === 0) return 'none';
  return effect > 0 ? 'up' : 'down';
}

/**
 * '×2.4', '×0.93', '×12': two significant digits, three when two would round to ×1 (a small effect
 * would then look like none).
 */
export function factorText(factor: number, language: Language): string {
  if (!(factor > 0) || !Number.isFinite(factor)) return '×1';
  const format = (digits: number) =>
    new Intl.NumberFormat(numberLocales[language], {
      maximumSignificantDigits: digits,
      maximumFractionDigits: factor >= 10 ? 0 : 3,
    }).format(factor);
  const short = format(2);
  const rounded = Number(factor.toPrecision(2));
  return `×${rounded === 1 && factor !== 1 ? format(3) : short}`;
}

/** For screen readers and the tooltip: 'raises the estimate 2.4-fold', 'lowers it by 7 %'. */
export function effectText(t: TFunction, factor: number, language: Language): string {
  if (!(factor > 0) || !Number.isFinite(factor) || factor === 1) return t('reasons.neutral');
  if (factor >= 2) return t('reasons.raisesFold', { factor: factorText(factor, language).slice(1) });
  const percent = formatPercent(Math.abs(factor - 1), language);
  return factor > 1 ? t('reasons.raisesBy', { percent }) : t('reasons.lowersBy', { percent });
}

/** Bar length of an effect in percent of the largest; at least 6 % so that none disappears. */
export function barWidth(effect: number, largest: number): number {
  if (!(largest > 0) || !Number.isFinite(effect)) return 0;
  const share = Math.min(1, Math.abs(effect) / largest);
  return Math.max(6, Math.round(share * 100));
}

function formatPercent(share: number, language: Language): string {
  return new Intl.NumberFormat(numberLocales[language], {
    style: 'percent',
    maximumFractionDigits: share < 0.01 ? 1 : 0,
  }).format(share);
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
