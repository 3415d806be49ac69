import type { FaviconReply } from '@shop/contracts';

/**
 * `faviconReplySchema.parse` without zod, which the page icon must not load on first paint: the reply's `url`
 * when it is text, else a throw, so that the query fails and the built-in icon stays.
 * read-favicon-reply.test.ts checks it against the schema.
 */
export function readFaviconReply(reply: unknown): FaviconReply {
  const url = isRecord(reply) ? reply.url : undefined;
  if (typeof url !== 'string') throw new TypeError('The favicon reply has no url');
  return { url };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
