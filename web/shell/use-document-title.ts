import { useEffect } from 'react';

const appTitle = 'Domain Price Checker';

/** Sets the tab title; the home page keeps the plain product name (spec: 'Domain Price Checker'). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${appTitle}` : appTitle;
  }, [title]);
}
