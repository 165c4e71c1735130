import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error';
import { failure } from './envelope';

/** Maps every error to an HTTP status and the envelope's `messages`; the only place that does. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.key, error.params));
    }
    if (error instanceof ZodError) {
      const detail = error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; ');
      return reply.status(400).send(failure('invalidRequest', [detail]));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(failure('tooManyRequests'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(failure('invalidRequest', ['the body is too large']));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure('invalidRequest', [error.message]));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure('unexpectedError'));
  });
}
