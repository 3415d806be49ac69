import type { MessageKey, MessageParams } from './messages';

/**
 * A refusal that only exists in HTTP: a missing anti-forgery token (419), a method the route does not take (405),
 * a body without its length (411) or over the limit (413), the database unreachable (503). Plugins throw it;
 * services never do (they throw domain errors, lib/domain-errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'HttpError';
  }
}
