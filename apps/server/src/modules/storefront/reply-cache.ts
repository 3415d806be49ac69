import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { momentaryCache } from '../../lib/momentary-cache';

/** The encodings a kept reply is sent in, best first (issue 13: brotli, gzip fallback). */
export const REPLY_ENCODINGS = ['br', 'gzip'] as const;
export type ReplyEncoding = (typeof REPLY_ENCODINGS)[number];

/**
 * One kept reply: its JSON and, made on the first request that accepts them, its compressed copies. A crowd asking for
 * the same page pays for the compression once per moment, not once per request.
 */
export interface KeptReply {
  readonly json: string;
  encoded(encoding: ReplyEncoding): Buffer;
}

/** Below this a compressed copy saves less than its headers cost. */
export const COMPRESS_THRESHOLD = 1024;

/** Quality 5 brotli: close to the best size for JSON at a few milliseconds per 30 kB (11 takes tens). */
const BROTLI_QUALITY = 5;

function keptReply(json: string): KeptReply {
  const copies = new Map<ReplyEncoding, Buffer>();
  return {
    json,
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy =
          encoding === 'br'
            ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
            : gzipSync(json, { level: 6 });
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}

/**
 * The storefront's busiest replies, kept serialized for a moment (decision 010). Shoppers ask for the same first
 * page, the same product and the same search thousands of times a minute; building each reply once per moment
 * instead of once per request is what lets one process serve them.
 *
 * Freshness: every successful write to this process forgets everything at once (`forget`), so staff and shoppers
 * see their own changes on the next read; what other processes or background jobs change shows within `ttlMs`.
 */
export interface ReplyCache {
  /** `build()`'s result as kept JSON, built at most once per key per moment. A failed build is not kept. */
  reply(key: string, build: () => Promise<unknown>): Promise<KeptReply>;
  forget(): void;
}

/** Enough for every page a crowd of shoppers looks at in one moment; bodies are a few kB to a few tens of kB. */
export const MAX_CACHED_REPLIES = 500;

export function replyCache(ttlMs: number, maxEntries = MAX_CACHED_REPLIES): ReplyCache {
  const bodies = momentaryCache<KeptReply>(ttlMs, maxEntries);
  return {
    reply: (key, build) => bodies.get(key, async () => keptReply(JSON.stringify(await build()))),
    forget: () => bodies.forget(),
  };
}
