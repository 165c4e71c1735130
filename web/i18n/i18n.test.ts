import { describe, expect, it } from 'vitest';
import { messages } from '../../contracts/messages';
import de from './de.json';
import en from './en.json';
import { pickLanguage } from './languages';
import { toI18nextPlaceholders } from './message-text';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const german = flatten(de);
const english = flatten(en);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translations', () => {
  it('has every English key in German', () => {
    expect([...english.keys()].filter((key) => !german.has(key))).toEqual([]);
  });

  it('has every German key in English', () => {
    expect([...german.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = [...english, ...german].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(german.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translates every API message key in both languages', () => {
    for (const key of Object.keys(messages)) {
      expect(english.has(`messages.${key}`), `en messages.${key}`).toBe(true);
      expect(german.has(`messages.${key}`), `de messages.${key}`).toBe(true);
    }
  });

  it('keeps the English API messages exactly as the contract words them', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(english.get(`messages.${key}`), key).toBe(toI18nextPlaceholders(text));
    }
  });

  it('has no API message the contract does not know', () => {
    const extra = [...english.keys()]
      .filter((key) => key.startsWith('messages.'))
      .map((key) => key.slice('messages.'.length))
      .filter((key) => !Object.hasOwn(messages, key));
    expect(extra).toEqual([]);
  });

  it('keeps the spec texts word for word in English', () => {
    expect(english.get('search.hint')).toBe('Please enter a searchterm.');
    expect(english.get('error.title')).toBe('An error occurred');
    expect(english.get('error.notFound')).toBe('This page could not be found');
    expect(english.get('error.errorPageFailed')).toBe('An error occurred while showing the error page');
    expect(english.get('app.name')).toBe('Domain Price Checker');
  });
});

describe('language choice', () => {
  it('starts in German and keeps a stored English choice', () => {
    expect(pickLanguage(null)).toBe('de');
    expect(pickLanguage('fr')).toBe('de');
    expect(pickLanguage('en')).toBe('en');
  });
});
