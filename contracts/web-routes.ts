// The pages the web app has. The server answers these with the app and status 200, and every other
// path with the app and status 404 ('This page could not be found'). Keep in step with web/app-routes.tsx.
export const webRoutePatterns = [
  '/',
  '/login',
  '/register',
  '/pricing',
  '/basic/:domain',
  '/429',
  '/error',
  '/contact',
  '/privacy',
  '/terms',
  '/imprint',
  '/kontakt',
  '/datenschutz',
  '/agb',
  '/impressum',
] as const;

export function isWebRoute(path: string): boolean {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return webRoutePatterns.some((pattern) => {
    const expected = pattern.split('/');
    const actual = clean.split('/');
    if (expected.length !== actual.length) return false;
    return expected.every((part, i) =>
      part.startsWith(':') ? (actual[i] ?? '') !== '' : part === actual[i],
    );
  });
}
