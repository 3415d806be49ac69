import { Negotiator } from '@fastify/accept-negotiator';
import {
  productSlugParamSchema,
  STOREFRONT_PATHS,
  storefrontFiltersReplySchema,
  storefrontHomeReplySchema,
  storefrontProductSchema,
  storefrontProductsQuerySchema,
  storefrontProductsReplySchema,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coinsInForceToday } from '../coins';
import { isWholesaler } from '../users';
import { browseProducts } from './browse';
import type { Viewer } from './card-query';
import { storeFilters } from './filters';
import { storeHome } from './home';
import { productPage } from './product-page';
import { COMPRESS_THRESHOLD, REPLY_ENCODINGS, type ReplyCache } from './reply-cache';

const tags = ['storefront'];

const viewerOf = (request: FastifyRequest): Viewer => ({
  wholesaler: isWholesaler(request.user),
});

/**
 * The busiest replies of the shop skip zod's check on the way out (about a third of a list request's time, a
 * quarter of a product page's): they are built by `toCard` and `productPage`, typed by the contract, and the tests
 * parse them with the contract's schemas. They are kept serialized for a moment (decision 010) and sent as JSON.
 * The reply is awaited until it is written: otherwise Fastify sends the handler's `undefined` as a second reply while
 * a signed-in shopper's session is still being saved (`Reply was already sent`, logged as an error on every request).
 */
async function sendKept(
  reply: FastifyReply,
  replies: ReplyCache,
  request: FastifyRequest,
  build: () => Promise<unknown>,
): Promise<void> {
  // Everything a reply depends on is in the URL (coin, filters, page) except the wholesale prices.
  const key = `${viewerOf(request).wholesaler ? 'wholesale' : 'retail'} ${request.url}`;
  const kept = await replies.reply(key, build);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding =
    kept.json.length >= COMPRESS_THRESHOLD
      ? encodings.negotiate(request.headers['accept-encoding'] ?? '')
      : null;
  // A content-encoding already set tells the compression plugin to leave the body as it is.
  await (encoding
    ? reply.header('content-encoding', encoding).send(kept.encoded(encoding))
    : reply.send(kept.json));
}

const encodings = new Negotiator({ supportedValues: [...REPLY_ENCODINGS] });

/** The catalogue as shoppers see it; public, so no permissions. */
export const storefrontRoutes: FastifyPluginAsyncZod<{ replies: ReplyCache }> = async (app, { replies }) => {
  const coins = () => coinsInForceToday(app.db);

  app.get(
    STOREFRONT_PATHS.home,
    { schema: { tags, response: { 200: storefrontHomeReplySchema } } },
    (request, reply) =>
      sendKept(reply, replies, request, async () => storeHome(app.db, await coins(), viewerOf(request))),
  );

  app.get(
    STOREFRONT_PATHS.products,
    {
      schema: {
        tags,
        querystring: storefrontProductsQuerySchema,
        response: { 200: storefrontProductsReplySchema },
      },
    },
    (request, reply) =>
      sendKept(reply, replies, request, async () =>
        browseProducts(app.db, request.query, await coins(), viewerOf(request)),
      ),
  );

  app.get(
    STOREFRONT_PATHS.product,
    {
      schema: { tags, params: productSlugParamSchema, response: { 200: storefrontProductSchema } },
    },
    (request, reply) =>
      sendKept(reply, replies, request, async () =>
        productPage(app.db, request.params.slug, await coins(), viewerOf(request)),
      ),
  );

  app.get(
    STOREFRONT_PATHS.filters,
    { schema: { tags, response: { 200: storefrontFiltersReplySchema } } },
    () => storeFilters(app.db),
  );
};
