import { describe, expect, it } from 'vitest';
import { isWebRoute, webRoutePatterns } from '../contracts/web-routes';
import { appPagePaths } from './app-routes';
import { legalPaths } from './shell/legal-links';

describe('the pages of the web app', () => {
  it('has a route for every page the server knows', () => {
    expect([...webRoutePatterns].filter((pattern) => !appPagePaths.includes(pattern))).toEqual([]);
  });

  it('has no page the server would answer with 404', () => {
    expect(appPagePaths.filter((path) => !(webRoutePatterns as readonly string[]).includes(path))).toEqual(
      [],
    );
  });

  it('lists each page once', () => {
    expect(new Set(appPagePaths).size).toBe(appPagePaths.length);
  });

  it('links the footer to legal pages that exist, in both languages', () => {
    for (const paths of Object.values(legalPaths)) {
      for (const path of Object.values(paths)) expect(isWebRoute(path), path).toBe(true);
    }
  });
});
