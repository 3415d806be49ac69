import {
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_PATHS,
  accessesReplySchema,
  analyticsBatchSchema,
  analyticsQuerySchema,
  newUsersReplySchema,
  pagesMostVisitedReplySchema,
  productTopReplySchema,
  salesBehaviourReplySchema,
  visitsReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAttempt, minutes } from '../throttle';
import { accesses, pagesMostVisited, productTop, visits } from './counts-report';
import { newUsers } from './new-users-report';
import { recordEvents } from './record-events';
import { productsMostSold, salesBehaviour } from './sales-behaviour';
import { isRobot, optedOut } from './visitor';

const tags = ['analytics'];
const read = { permissions: ['read_analytics' as const] };
/** A shopper's page sends one batch when it is hidden or every few events: far below this, a flood far above. */
const BATCHES_PER_ADDRESS = { max: 120, windowMs: minutes(10) };
/** Twenty events of a few hundred bytes each. */
const BATCH_BYTES_MAX = 16 * 1024;

/** The storefront's analytics batches, and the back office's analytics screens (decision 035). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownHost = new URL(app.config.publicUrl).host;

  app.post(
    ANALYTICS_EVENTS_PATH,
    {
      config: { beacon: true },
      bodyLimit: BATCH_BYTES_MAX,
      // Counted per client address before the body is read: a flood is refused without parsing it.
      onRequest: async (request) => {
        await countAttempt(app.db, { key: `analytics-address:${request.ip}`, limit: BATCHES_PER_ADDRESS });
      },
      schema: { tags, body: analyticsBatchSchema },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? '';
      if (!optedOut(request.headers) && !isRobot(userAgent)) {
        const visitor = { address: request.ip, userAgent, host: ownHost };
        // The page that sent the batch is gone or moving on: it does not wait for the counts to be written.
        app.background.run('record analytics', () => recordEvents(app.db, request.body.events, visitor));
      }
      return reply.status(204).send(null);
    },
  );

  const report = { tags, querystring: analyticsQuerySchema };

  app.get(
    ANALYTICS_PATHS.accesses,
    { config: read, schema: { ...report, response: { 200: accessesReplySchema } } },
    (request) => accesses(app.db, request.query),
  );
  app.get(
    ANALYTICS_PATHS.newUsers,
    { config: read, schema: { ...report, response: { 200: newUsersReplySchema } } },
    (request) => newUsers(app.db, request.query),
  );
  app.get(
    ANALYTICS_PATHS.visits,
    { config: read, schema: { ...report, response: { 200: visitsReplySchema } } },
    (request) => visits(app.db, request.query),
  );
  app.get(
    ANALYTICS_PATHS.pagesMostVisited,
    { config: read, schema: { ...report, response: { 200: pagesMostVisitedReplySchema } } },
    (request) => pagesMostVisited(app.db, request.query),
  );
  app.get(
    ANALYTICS_PATHS.productsMostVisited,
    { config: read, schema: { ...report, response: { 200: productTopReplySchema } } },
    (request) => productTop(app.db, 'product_view', request.query),
  );
  app.get(
    ANALYTICS_PATHS.productsAggregatedCart,
    { config: read, schema: { ...report, response: { 200: productTopReplySchema } } },
    (request) => productTop(app.db, 'cart_add', request.query),
  );
  app.get(
    ANALYTICS_PATHS.productsMostSold,
    { config: read, schema: { ...report, response: { 200: productTopReplySchema } } },
    (request) => productsMostSold(app.db, request.query),
  );
  app.get(
    ANALYTICS_PATHS.salesBehaviour,
    { config: read, schema: { ...report, response: { 200: salesBehaviourReplySchema } } },
    (request) => salesBehaviour(app.db, request.query),
  );
};
