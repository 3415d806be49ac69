import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX, uploadsRoot } from '../lib/storage';

/**
 * Serves uploaded files. Their names are content hashes, so a name always means the same bytes: cached for a year.
 * Encapsulated (no fastify-plugin) and without reply decorators, so the SPA's own static plugin is unaffected.
 */
export async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  const root = uploadsRoot(app.config.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
