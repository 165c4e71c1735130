import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reason } from '../../contracts/estimate';
import { createTranslator } from '../i18n/test-translator';
import { buildEstimation } from './build-estimation';
import {
  barWidth,
  describeReasons,
  effectText,
  factorText,
  reasonDirection,
  reasonPhrase,
} from './describe-reasons';
import { describeModel, describeSaleContext, venueName } from './describe-sale';

const nbsp = /\u00a0|\u202f/g;
let tEn: TFunction;
let tDe: TFunction;

beforeAll(async () => {
  tEn = await createTranslator('en');
  tDe = await createTranslator('de');
});

const reason = (key: string, params: Reason['params'], text: string): Reason => ({
  key,
  params,
  text,
  effect: 0.1,
  factor: 1.1,
});

describe('what moved the estimate', () => {
  it('lists the five reasons with phrase, direction, factor, bar and a sentence for screen readers', () => {
    const lines = describeReasons(tEn, buildEstimation().reasons, 'en');
    expect(lines.map((line) => [line.phrase, line.direction, line.factor, line.width])).toEqual([
      ['Common words', 'up', '×2.4', 100],
      ['.com', 'up', '×1.8', 66],
      ['One common English word', 'up', '×1.8', 65],
      ['How often .com names sell', 'up', '×1.3', 27],
      ['Too long to trade as a pattern', 'down', '×0.93', 8],
    ]);
    expect(lines[0]?.effect).toBe('raises the estimate 2.4-fold');
    expect(lines[3]?.effect).toBe('raises the estimate by 27%');
    expect(lines[4]?.effect).toBe('lowers the estimate by 7%');
  });

  it('speaks German, with German number formats', () => {
    const lines = describeReasons(tDe, buildEstimation().reasons, 'de');
    expect(lines.map((line) => [line.phrase, line.factor])).toEqual([
      ['Gängige Wörter', '×2,4'],
      ['Endung .com', '×1,8'],
      ['Ein gängiges englisches Wort', '×1,8'],
      ['Wie oft .com-Namen verkauft werden', '×1,3'],
      ['Zu lang, um als Muster gehandelt zu werden', '×0,93'],
    ]);
    expect(lines[0]?.effect).toBe('hebt die Schätzung auf das 2,4-Fache');
    expect(lines[4]?.effect.replace(nbsp, ' ')).toBe('senkt die Schätzung um 7 %');
  });

  it('fills in the reason’s params, in the singular where the count is one', () => {
    expect(reasonPhrase(tEn, reason('reason.length', { length: 1 }, '1 character'))).toBe('1 character');
    expect(reasonPhrase(tEn, reason('reason.length', { length: 12 }, '12 characters'))).toBe('12 characters');
    expect(reasonPhrase(tEn, reason('reason.hasHyphens', { hyphens: 1 }, 'contains 1 hyphen'))).toBe(
      'Contains 1 hyphen',
    );
    expect(
      reasonPhrase(
        tEn,
        reason('reason.words', { count: 2, words: 'car parts' }, '2 English words (car parts)'),
      ),
    ).toBe('2 English words (car parts)');
    expect(
      reasonPhrase(tDe, reason('reason.tldAge', { tld: '.io', year: 1997 }, '.io exists since 1997')),
    ).toBe('.io gibt es seit 1997');
  });

  it('translates the parts of speech of a dictionary word', () => {
    const partOfSpeech = reason(
      'reason.partOfSpeech',
      { parts: 'noun, verb' },
      'dictionary word (noun, verb)',
    );
    expect(reasonPhrase(tDe, partOfSpeech)).toBe('Wörterbuchwort (Substantiv, Verb)');
    expect(reasonPhrase(tEn, partOfSpeech)).toBe('Dictionary word (noun, verb)');
  });

  it('shows the English text of a reason it does not know, never the raw key', () => {
    const unknown = reason('reason.brandable', {}, 'sounds like a brand');
    expect(reasonPhrase(tDe, unknown)).toBe('Sounds like a brand');
    expect(reasonPhrase(tEn, { ...unknown, key: 'estimate.title' })).toBe('Sounds like a brand');
    expect(reasonPhrase(tEn, { ...unknown, key: 'reason' })).toBe('Sounds like a brand');
  });
});

describe('a reason’s factor', () => {
  it('shows two significant digits, three when two would read as ×1', () => {
    expect(factorText(2.437, 'en')).toBe('×2.4');
    expect(factorText(0.929, 'en')).toBe('×0.93');
    expect(factorText(0.929, 'de')).toBe('×0,93');
    expect(factorText(12.6, 'en')).toBe('×13');
    expect(factorText(1.004, 'en')).toBe('×1');
    expect(factorText(1.03, 'en')).toBe('×1.03');
    expect(factorText(0.996, 'en')).toBe('×0.996');
    expect(factorText(Number.NaN, 'en')).toBe('×1');
  });

  it('points up for a raise, down for a cut, nowhere for none', () => {
    expect(reasonDirection(0.5)).toBe('up');
    expect(reasonDirection(-0.07)).toBe('down');
    expect(reasonDirection(0)).toBe('none');
    expect(reasonDirection(Number.NaN)).toBe('none');
  });

  it('says in words how much it raises or lowers the estimate', () => {
    expect(effectText(tEn, 5.857, 'en')).toBe('raises the estimate 5.9-fold');
    expect(effectText(tEn, 1.16, 'en')).toBe('raises the estimate by 16%');
    expect(effectText(tEn, 0.5, 'en')).toBe('lowers the estimate by 50%');
    expect(effectText(tDe, 1.16, 'de').replace(nbsp, ' ')).toBe('hebt die Schätzung um 16 % an');
    expect(effectText(tEn, 1, 'en')).toBe('leaves the estimate as it is');
  });

  it('draws bars in proportion to |effect|, the largest full, none too thin to see', () => {
    expect(barWidth(0.891, 0.891)).toBe(100);
    expect(barWidth(-0.4455, 0.891)).toBe(50);
    expect(barWidth(0.001, 0.891)).toBe(6);
    expect(barWidth(0.3, 0)).toBe(0);
  });
});

describe('what the figure stands for', () => {
  it('names the marketplace and the year of the reference sale', () => {
    const context = { venue: 'godaddy', year: 2019, reference: true };
    expect(describeSaleContext(tEn, context)).toBe('Price at a GoDaddy auction, at 2019 prices');
    expect(describeSaleContext(tDe, context)).toBe('Preis bei einer GoDaddy-Auktion, Preisniveau 2019');
    expect(describeSaleContext(tEn, { ...context, venue: 'sedo' })).toBe(
      'Price of a sale on Sedo, at 2019 prices',
    );
  });

  it('shows a marketplace it does not know as given', () => {
    expect(venueName('park.io')).toBe('Park.io');
    expect(venueName('newmarket.example')).toBe('newmarket.example');
    expect(describeSaleContext(tEn, { venue: 'Afternic', year: 2021, reference: false })).toBe(
      'Price of a sale on Afternic, at 2021 prices',
    );
  });

  it('names the model, its version and how many sales it learnt from', () => {
    expect(describeModel(tEn, buildEstimation(), 'en')).toBe(
      'Model price_range (version price_range-42a9e25659), trained on 31,000 real sales',
    );
    expect(describeModel(tDe, buildEstimation(), 'de')).toBe(
      'Modell price_range (Version price_range-42a9e25659), trainiert mit 31.000 echten Verkäufen',
    );
  });
});
