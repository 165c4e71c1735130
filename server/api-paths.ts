/** Paths that answer JSON (and count against the API rate limit), as opposed to the web app's pages. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/pricer/') || path === '/log' || path === '/ping';
}
