import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

const isMultipart = (contentType: string | undefined) =>
  contentType?.toLowerCase().startsWith('multipart/') ?? false;

/**
 * Multipart bodies are parsed by @fastify/multipart straight from the socket, which JSON's `bodyLimit` does not
 * cover. So a multipart request must declare its length (browsers always do), and a length over the limit is
 * refused before one byte is read; Node's HTTP parser then never delivers more than the declared length. Who may
 * send one at all is decided earlier, in onRequest (session, anti-forgery token, permission), so strangers'
 * uploads are never read.
 */
export const uploadLimitsPlugin = fp<{ requestLimit: number }>(
  async (app: FastifyInstance, { requestLimit }) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!isMultipart(request.headers['content-type'])) return payload;
      const declared = request.headers['content-length'];
      if (declared === undefined || !/^\d+$/.test(declared)) throw new HttpError(411, 'length_required');
      if (Number(declared) > requestLimit) throw new HttpError(413, 'payload_too_large');
      return payload;
    });
  },
);
