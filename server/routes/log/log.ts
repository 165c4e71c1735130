import type { FastifyInstance } from 'fastify';
import { clientLogSchema } from '../../../contracts/client-log';
import type { AppContext } from '../../app-context';
import { ok } from '../../envelope';
import { storeClientLog } from './store-client-log';

export function logRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post(
    '/log',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, bodyLimit: 16_384 },
    async (request, reply) => {
      const report = clientLogSchema.parse(request.body);
      await storeClientLog({ db, report, userAgent: request.headers['user-agent'] });
      return reply.status(201).send(ok([]));
    },
  );
}
