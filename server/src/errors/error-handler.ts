import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-errors';
import { validationErrorOf } from '../lib/route-schemas';

/** Turns every error into a JSON answer: typed errors as they say, Fastify's 4xx kept, the rest 500 with no detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError | Error, request, reply) => {
    // A request that fails its route's zod schema answers as an operation's ValidationError does.
    const error = validationErrorOf(thrown as FastifyError, request) ?? thrown;
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...error.details });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const fastifyError = error as FastifyError;
      return reply.status(status).send({ message: clientMessage(fastifyError), code: fastifyError.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    default:
      return error.message || 'Bad request';
  }
}
