import type { FastifyInstance } from 'fastify';
import { ok } from '../../envelope';

export function pingRoutes(app: FastifyInstance): void {
  app.get('/ping', { config: { rateLimit: false } }, async () => ok([{ status: 'ok' }]));
}
