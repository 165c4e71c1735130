import { readItem, removeItem, storageKeys, writeItem } from '../storage/local-store';
import { addRecentSearch, parseRecentSearches } from './recent-searches';

// The recent searches in local storage, with a subscription so that every search bar and the consent
// dialog show the same list (useSyncExternalStore). Turning the feature off deletes the list.

type Snapshot = { enabled: boolean; list: string[] };

const listeners = new Set<() => void>();
let snapshot: Snapshot | undefined;

function load(): Snapshot {
  const enabled = readItem(storageKeys.recentSearchesOff) !== 'true';
  return { enabled, list: enabled ? parseRecentSearches(readItem(storageKeys.recentSearches)) : [] };
}

function update(next: Snapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function getRecentSearches(): Snapshot {
  snapshot ??= load();
  return snapshot;
}

export function subscribeRecentSearches(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab changed the list or the setting.
    if (event.key === storageKeys.recentSearches || event.key === storageKeys.recentSearchesOff)
      update(load());
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function rememberSearch(domain: string): void {
  const current = getRecentSearches();
  if (!current.enabled) return;
  const list = addRecentSearch(current.list, domain);
  writeItem(storageKeys.recentSearches, JSON.stringify(list));
  update({ enabled: true, list });
}

export function setRecentSearchesEnabled(enabled: boolean): void {
  if (enabled) {
    removeItem(storageKeys.recentSearchesOff);
  } else {
    writeItem(storageKeys.recentSearchesOff, 'true');
    removeItem(storageKeys.recentSearches);
  }
  update({ enabled, list: enabled ? getRecentSearches().list : [] });
}
