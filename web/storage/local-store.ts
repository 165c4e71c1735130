// Local storage can be missing (privacy modes, server-side tests) or full: every access is guarded so a
// storage failure only costs the remembered setting, never the page.

/** The only entries the app keeps in the browser; the privacy page and the consent dialog list them. */
export const storageKeys = {
  language: 'dpc.language',
  recentSearches: 'dpc.recentSearches',
  recentSearchesOff: 'dpc.recentSearchesOff',
} as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the setting is simply not remembered.
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: there is nothing we could remove.
  }
}
