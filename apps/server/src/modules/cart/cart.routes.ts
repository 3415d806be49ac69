import {
  addToCartBodySchema,
  CART_PATHS,
  cartLineParamSchema,
  cartSchema,
  importSharedCartReplySchema,
  shareCartReplySchema,
  sharedCartParamSchema,
  sharedCartPreviewSchema,
  updateCartLineBodySchema,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coinsInForceToday } from '../coins';
import { isWholesaler } from '../users';
import {
  addToCart,
  type CartContext,
  type CartResult,
  clearCart,
  importSharedCart,
  previewSharedCart,
  readCart,
  removeCartLine,
  shareCart,
  updateCartLine,
} from './cart.service';
import { cartTokenOf, clearCartCookie, setCartCookie } from './cart-cookie';

const tags = ['cart'];
const COIN_COOKIE = 'coin';

/** The cart is public: visitors have one by cookie, signed-in users their own. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.env === 'production';

  /** Amounts in the coin the shopper picked (the storefront's `coin` cookie), the base coin otherwise. */
  async function contextOf(request: FastifyRequest): Promise<CartContext> {
    const coins = await coinsInForceToday(app.db);
    const wanted = (request.query as { coin?: unknown } | undefined)?.coin ?? request.cookies[COIN_COOKIE];
    const coin = coins.find((c) => c.short_name === wanted) ?? coins.find((c) => c.is_base) ?? coins[0];
    if (!coin) throw new Error('no base coin');
    return {
      owner: { userId: request.user?.id ?? null, token: cartTokenOf(request) },
      buyer: { wholesaler: isWholesaler(request.user) },
      coin,
      locale: request.locale,
      clientAddress: request.ip,
    };
  }

  function send<T>(reply: FastifyReply, result: CartResult<T>): T {
    if (result.setToken) setCartCookie(reply, result.setToken, secure);
    if (result.clearToken) clearCartCookie(reply);
    return result.reply;
  }

  app.get(CART_PATHS.data, { schema: { tags, response: { 200: cartSchema } } }, async (request, reply) =>
    send(reply, await readCart(app.db, await contextOf(request))),
  );

  app.post(
    CART_PATHS.cart,
    { schema: { tags, body: addToCartBodySchema, response: { 200: cartSchema } } },
    async (request, reply) => send(reply, await addToCart(app.db, await contextOf(request), request.body)),
  );

  app.delete(CART_PATHS.cart, { schema: { tags, response: { 200: cartSchema } } }, async (request, reply) =>
    send(reply, await clearCart(app.db, await contextOf(request))),
  );

  app.put(
    CART_PATHS.line,
    {
      schema: {
        tags,
        params: cartLineParamSchema,
        body: updateCartLineBodySchema,
        response: { 200: cartSchema },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await updateCartLine(app.db, await contextOf(request), request.params.id, request.body.quantity),
      ),
  );

  app.delete(
    CART_PATHS.line,
    { schema: { tags, params: cartLineParamSchema, response: { 200: cartSchema } } },
    async (request, reply) =>
      send(reply, await removeCartLine(app.db, await contextOf(request), request.params.id)),
  );

  app.post(CART_PATHS.share, { schema: { tags, response: { 200: shareCartReplySchema } } }, async (request) =>
    shareCart(app.db, await contextOf(request)),
  );

  app.get(
    CART_PATHS.shared,
    { schema: { tags, params: sharedCartParamSchema, response: { 200: sharedCartPreviewSchema } } },
    async (request) => previewSharedCart(app.db, await contextOf(request), request.params.encoded),
  );

  app.post(
    CART_PATHS.importShared,
    { schema: { tags, params: sharedCartParamSchema, response: { 200: importSharedCartReplySchema } } },
    async (request, reply) =>
      send(reply, await importSharedCart(app.db, await contextOf(request), request.params.encoded)),
  );
};
