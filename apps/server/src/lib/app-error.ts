import type { ValidationMessageKey } from '@shop/contracts';
import type { MessageKey, MessageParams } from './messages';

/** A field's failures: validation keys shared with the web forms, or server message keys. */
export type FieldErrorKeys = Record<string, Array<ValidationMessageKey | MessageKey>>;

/**
 * An expected failure a user can act on. Services throw it; the error handler translates it into the request's
 * language and the JSON error shape, so services never deal with HTTP or languages.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields: FieldErrorKeys | undefined = undefined,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const unauthenticated = () => new AppError(401, 'unauthenticated');
export const forbidden = () => new AppError(403, 'forbidden');
export const conflict = (key: MessageKey = 'conflict', params?: MessageParams) =>
  new AppError(409, key, params);
/** 422 with field messages: `invalidFields({ email: ['duplicate'] })`. */
export const invalidFields = (fields: FieldErrorKeys, key: MessageKey = 'validation_failed') =>
  new AppError(422, key, {}, fields);
export const tooManyRequests = (seconds: number) =>
  new AppError(429, 'too_many_requests', { seconds }, undefined, { 'retry-after': String(seconds) });
