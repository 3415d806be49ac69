import {
  addToCartBodySchema,
  CART_PATHS,
  cartLineParamSchema,
  cartSchema,
  importSharedCartReplySchema,
  messageReplySchema,
  SAVED_PATHS,
  savedLineMovedReplySchema,
  savedLinesReplySchema,
  saveLineBodySchema,
  shareCartReplySchema,
  sharedCartParamSchema,
  sharedCartPreviewSchema,
  updateCartLineBodySchema,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
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
import { listSavedLines, moveSavedToCart, removeSavedLine, saveCartLine } from './saved-lines';

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

  // Saved for later (decision 105): a signed-in shopper's own list.
  app.get(
    SAVED_PATHS.list,
    { config: { auth: 'user' }, schema: { tags, response: { 200: savedLinesReplySchema } } },
    async (request) => listSavedLines(app.db, await contextOf(request), requireUser(request).id),
  );
  app.post(
    SAVED_PATHS.list,
    {
      config: { auth: 'user' },
      schema: { tags, body: saveLineBodySchema, response: { 200: savedLineMovedReplySchema } },
    },
    async (request, reply) => {
      const result = await saveCartLine(
        app.db,
        await contextOf(request),
        requireUser(request).id,
        request.body.line_id,
      );
      return { message: translate('line_saved', request.locale), cart: send(reply, result) };
    },
  );
  app.post(
    SAVED_PATHS.toCart,
    {
      config: { auth: 'user' },
      schema: { tags, params: cartLineParamSchema, response: { 200: savedLineMovedReplySchema } },
    },
    async (request, reply) => {
      const result = await moveSavedToCart(
        app.db,
        await contextOf(request),
        requireUser(request).id,
        request.params.id,
      );
      return { message: translate('saved_line_to_cart', request.locale), cart: send(reply, result) };
    },
  );
  app.delete(
    SAVED_PATHS.one,
    {
      config: { auth: 'user' },
      schema: { tags, params: cartLineParamSchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      await removeSavedLine(app.db, requireUser(request).id, request.params.id);
      return { message: translate('saved_line_removed', request.locale) };
    },
  );
};
