import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isWebRoute } from '../../../contracts/web-routes';
import { isApiPath } from '../../api-paths';
import type { AppContext } from '../../app-context';
import { failure } from '../../envelope';

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Domain Price Checker</title></head>
<body><h1>Domain Price Checker</h1><p>The web app has not been built. Run <code>npm run build:web</code>, or start with <code>npm start</code>.</p></body></html>`;

/**
 * Serves the built web app: its files as they are, the app's page for every route it knows
 * (status 200) and for every other path (status 404, where the app shows 'This page could not be
 * found'). API paths that match nothing answer the JSON envelope instead.
 */
export async function webRoutes(app: FastifyInstance, { config }: AppContext): Promise<void> {
  const root = resolve(config.WEB_ROOT);
  const indexFile = resolve(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : notBuiltPage;

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // Files are listed once at start; every other path reaches the not-found handler below.
      wildcard: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${root}/assets/`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = isApiPath(path);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(failure('notFound'));
    }
    return reply
      .status(isWebRoute(path) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
