import { useSyncExternalStore } from 'react';
import { getRecentSearches, subscribeRecentSearches } from './recent-searches-store';

export function useRecentSearches() {
  return useSyncExternalStore(subscribeRecentSearches, getRecentSearches, getRecentSearches);
}
