import type { Socket } from 'node:net';
import { DEFAULT_LOCALE } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { type MessageKey, translate } from './messages';

/** What Node's HTTP parser refused, as the status and words it is answered with. */
function refusal(code: string | undefined): { status: number; reason: string; key: MessageKey } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, reason: 'Request Header Fields Too Large', key: 'headers_too_large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', key: 'request_timeout' };
  return { status: 400, reason: 'Bad Request', key: 'unreadable_request' };
}

/**
 * A request Node could not parse (headers past its limit, often a browser's pile of cookies; a broken request line;
 * one that never finished) is answered before Fastify sees it, so before any cookie says the user's language: in
 * the shop's own (SPEC §7), with the API's `{ message }`, instead of Fastify's English default.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  // A connection the client reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, key } = refusal(error.code);
  this.log.debug({ err: error }, 'unreadable request');
  if (socket.writable) {
    const body = JSON.stringify({ message: translate(key, DEFAULT_LOCALE) });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
