import { type ErrorBody, fieldErrors, validationMessage } from '@shop/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { $ZodError } from 'zod/v4/core';
import {
  Conflict,
  DomainError,
  Invalid,
  NotAllowed,
  NotFound,
  NotSignedIn,
  TooLarge,
  TooManyAttempts,
} from '../lib/domain-errors';
import { HttpError } from '../lib/http-error';
import { requestLocale } from '../lib/locale';
import { type MessageKey, translate, translateFields } from '../lib/messages';
import { isInvalidInput, isUniqueViolation } from '../lib/pg-errors';
import { waitText } from '../lib/wait-text';

function send(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, extra = {}) {
  const body: ErrorBody = { message: translate(key, requestLocale(request), extra), ...(extra as object) };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The one place where a kind of domain failure becomes an HTTP status (decision 014). */
function statusOf(error: DomainError): number {
  if (error instanceof NotFound) return 404;
  if (error instanceof Invalid) return 422;
  if (error instanceof Conflict) return 409;
  if (error instanceof NotSignedIn) return 401;
  if (error instanceof NotAllowed) return 403;
  if (error instanceof TooManyAttempts) return 429;
  if (error instanceof TooLarge) return 413;
  return 422;
}

/** Maps every failure to the JSON error shape in the user's language; nothing leaks a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainError | HttpError | $ZodError, request, reply) => {
    const locale = requestLocale(request);

    if (error instanceof HttpError) {
      const body: ErrorBody = { message: translate(error.key, locale, error.params) };
      return reply.status(error.statusCode).send(body);
    }

    if (error instanceof DomainError) {
      const params =
        error instanceof TooManyAttempts
          ? { ...error.params, wait: waitText(error.retryAfterSeconds, locale) }
          : error.params;
      if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorBody = { message: translate(error.key, locale, params) };
      if (error.fields) body.errors = translateFields(error.fields, locale, error.params);
      return reply.status(statusOf(error)).send(body);
    }

    if (error instanceof $ZodError) {
      const context = (error as unknown as { validationContext?: string }).validationContext;
      // A malformed path parameter (an id that is not a number) names nothing that exists.
      if (context === 'params') return send(request, reply, 404, 'not_found');
      const errors = fieldErrors(error.issues, locale);
      // SPEC §5: "Hay campos vacíos" when nothing was wrong but what was left empty.
      const required = validationMessage('required', locale);
      const onlyEmpty = Object.values(errors).every((messages) =>
        messages.every((text) => text === required),
      );
      const body: ErrorBody = {
        message: translate(onlyEmpty ? 'fields_empty' : 'validation_failed', locale),
        errors,
      };
      return reply.status(422).send(body);
    }

    if (isInvalidInput(error)) return send(request, reply, 422, 'validation_failed');
    if (isMalformedMultipart(error)) return send(request, reply, 400, 'malformed_body');
    if (isUniqueViolation(error)) return send(request, reply, 409, 'duplicate');

    const fe = error as FastifyError;
    const status = fe.statusCode ?? 500;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
      return send(request, reply, 413, 'payload_too_large');
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return send(request, reply, 415, 'unsupported_media_type');
    }
    if (status === 429) {
      reply.header('retry-after', '60');
      return reply
        .status(429)
        .send({ message: translate('too_many_requests', locale, { wait: waitText(60, locale) }) });
    }
    // A file's conditional or partial request (`@fastify/static`): its own status, which tells a client what to ask
    // for instead, and a 416's `Content-Range` saying how long the file is.
    if (status === 412 || status === 416) {
      const range = (fe as { headers?: Record<string, string> }).headers?.['Content-Range'];
      if (range) reply.header('content-range', range);
      return send(request, reply, status, status === 412 ? 'precondition_failed' : 'range_not_satisfiable');
    }
    if (status >= 400 && status < 500) {
      return send(
        request,
        reply,
        status === 404 ? 404 : 400,
        status === 404 ? 'not_found' : 'malformed_body',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'internal_error');
  });
});

/**
 * A multipart body cut short or with a boundary other than its header's: the parser (@fastify/busboy) says so with a
 * plain `Error` and no status, which would otherwise be answered as the server's own failure.
 */
const MULTIPART_PARSE_ERRORS =
  /^(Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Multipart: Boundary not found)$/;

function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && MULTIPART_PARSE_ERRORS.test(error.message);
}
