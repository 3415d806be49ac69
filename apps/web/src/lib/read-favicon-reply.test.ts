import { faviconReplySchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { readFaviconReply } from './read-favicon-reply';

const REPLIES: unknown[] = [
  { url: '/uploads/favicon.png' },
  { url: '' },
  { url: 'javascript:alert(1)' },
  { url: '/favicon.svg', extra: true },
  { url: 42 },
  { url: null },
  { url: ['/a.png'] },
  {},
  { URL: '/a.png' },
  [],
  [{ url: '/a.png' }],
  null,
  undefined,
  '/favicon.svg',
  42,
  true,
];

describe('readFaviconReply', () => {
  it.each(REPLIES.map((reply) => [JSON.stringify(reply) ?? String(reply), reply] as const))(
    'reads %s as faviconReplySchema does',
    (_, reply) => {
      const expected = faviconReplySchema.safeParse(reply);
      if (expected.success) expect(readFaviconReply(reply)).toStrictEqual(expected.data);
      else expect(() => readFaviconReply(reply)).toThrow();
    },
  );
});
