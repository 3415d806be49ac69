import type { ValidationMessageKey } from '@shop/contracts';
import type { MessageKey, MessageParams } from './messages';

/** A field's failures: validation keys shared with the web forms, or server message keys. */
export type FieldErrorKeys = Record<string, Array<ValidationMessageKey | MessageKey>>;

/**
 * An expected failure a user can act on, said in the domain's words: what is wrong, never which HTTP status says
 * it. Services throw these; the error plugin (plugins/errors.ts) is the one place that turns each kind into a
 * status and the JSON error shape in the request's language (decision 014).
 */
export abstract class DomainError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields: FieldErrorKeys | undefined = undefined,
  ) {
    super(key);
    this.name = new.target.name;
  }
}

/** What was asked for does not exist, or not for this user (another shopper's order is "not found"). */
export class NotFound extends DomainError {}

/** The request is well formed but breaks a rule: a field's value, a quantity, a state that does not allow it. */
export class Invalid extends DomainError {}

/** It would clash with what exists now: a duplicate, a record still in use, a race lost to another request. */
export class Conflict extends DomainError {}

/** Nobody is signed in, or the account behind the session is gone. */
export class NotSignedIn extends DomainError {}

/** Signed in, but this user may not do it. */
export class NotAllowed extends DomainError {}

/** Too many attempts in a window: try again after `retryAfterSeconds`. */
export class TooManyAttempts extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    key: MessageKey = 'too_many_requests',
  ) {
    super(key, { seconds: retryAfterSeconds });
  }
}

/** The whole request is larger than this shop accepts (an upload over its limit). */
export class TooLarge extends DomainError {}

export const notFound = (key: MessageKey = 'not_found', params?: MessageParams) => new NotFound(key, params);
export const invalid = (key: MessageKey, params?: MessageParams) => new Invalid(key, params);
/** `invalidFields({ email: ['duplicate'] })`; `params` fill the placeholders of every message. */
export const invalidFields = (
  fields: FieldErrorKeys,
  key: MessageKey = 'validation_failed',
  params: MessageParams = {},
) => new Invalid(key, params, fields);
export const conflict = (key: MessageKey = 'conflict', params?: MessageParams) => new Conflict(key, params);
export const notSignedIn = () => new NotSignedIn('unauthenticated');
export const notAllowed = () => new NotAllowed('forbidden');
export const tooManyAttempts = (seconds: number, key?: MessageKey) => new TooManyAttempts(seconds, key);
