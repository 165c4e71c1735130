import { domainToASCII, domainToUnicode } from 'node:url';

/** A label in its ASCII form (for words and encodings) and the form a person sees (for length). */
export type LabelForms = { ascii: string; shown: string; idn: boolean };

/** 'xn--mnchen-3ya' and 'münchen' both give ascii 'xn--mnchen-3ya', shown 'münchen'. */
export function labelForms(label: string): LabelForms {
  const name = label.trim().toLowerCase();
  if (/[^\p{ASCII}]/u.test(name)) {
    const ascii = domainToASCII(name) || name;
    return { ascii, shown: domainToUnicode(ascii) || name.normalize('NFC'), idn: true };
  }
  if (name.startsWith('xn--')) {
    // An invalid xn-- label decodes to '', and then its ASCII form is the best there is.
    return { ascii: name, shown: domainToUnicode(name) || name, idn: true };
  }
  return { ascii: name, shown: name, idn: false };
}

// Codes are stored in model files: append new scripts, never reorder.
export const scripts = [
  'none',
  'latin',
  'cyrillic',
  'greek',
  'han',
  'japanese-kana',
  'hangul',
  'arabic',
  'hebrew',
  'thai',
  'devanagari',
  'other',
] as const;
export type Script = (typeof scripts)[number];

const scriptTests: [Script, RegExp][] = [
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['han', /\p{Script=Han}/u],
  ['japanese-kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['thai', /\p{Script=Thai}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['latin', /\p{Script=Latin}/u],
];

/**
 * The script of the letters a person sees: the first non-Latin script found wins ('東京a' is Han), Latin
 * when all letters are Latin (ASCII or 'ü'), 'none' for digits and hyphens only.
 */
export function labelScript(shown: string, idn: boolean): Script {
  if (!idn) return /[a-z]/.test(shown) ? 'latin' : 'none';
  for (const [script, test] of scriptTests) if (test.test(shown)) return script;
  return /\p{L}/u.test(shown) ? 'other' : 'none';
}
