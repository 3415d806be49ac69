import {
  adminCardListQuerySchema,
  adminCardListSchema,
  adminCardSalesQuerySchema,
  adminCreateCardBodySchema,
  adminUpdateCardBodySchema,
  cardSaleDecisionBodySchema,
  cardSaleListSchema,
  cardSaleReplySchema,
  idParamSchema,
  SHOPPING_CARD_PATHS,
  shoppingCardDetailSchema,
  shoppingCardSettingsBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { tellBuyerCardSale } from './card-sale-mails';
import { decideSale, listSales } from './card-sales.service';
import { getCardSettings, putCardSettings } from './card-settings';
import { adminCard, clearPin, createCard, listCards, setCardEnabled } from './cards.service';

const tags = ['shopping-cards'];
// SPEC §2 puts gift cards under the settings (guard check-edit-gift-card: update_settings); their sales are
// payments, confirmed like an order's (decision 021).
const readCards = { permissions: ['read_settings' as const] };
const writeCards = { permissions: ['read_settings' as const, 'update_settings' as const] };
const readSales = { permissions: ['read_orders' as const] };
const decideSales = { permissions: ['read_orders' as const, 'update_orders' as const] };

/** The back office's gift cards, their ledgers, their sales and their settings. */
export const adminShoppingCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SHOPPING_CARD_PATHS.adminList,
    {
      config: readCards,
      schema: { tags, querystring: adminCardListQuerySchema, response: { 200: adminCardListSchema } },
    },
    (request) => listCards(app.db, request.query, request.locale),
  );

  app.post(
    SHOPPING_CARD_PATHS.adminList,
    {
      config: writeCards,
      schema: { tags, body: adminCreateCardBodySchema, response: { 201: shoppingCardDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCard(app.db, requireUser(request).id, request.body, request.locale)),
  );

  app.get(
    SHOPPING_CARD_PATHS.adminOne,
    {
      config: readCards,
      schema: { tags, params: idParamSchema, response: { 200: shoppingCardDetailSchema } },
    },
    (request) => adminCard(app.db, request.params.id, request.locale),
  );

  app.put(
    SHOPPING_CARD_PATHS.adminOne,
    {
      config: writeCards,
      schema: {
        tags,
        params: idParamSchema,
        body: adminUpdateCardBodySchema,
        response: { 200: shoppingCardDetailSchema },
      },
    },
    (request) => setCardEnabled(app.db, request.params.id, request.body.enabled, request.locale),
  );

  app.delete(
    SHOPPING_CARD_PATHS.adminPin,
    {
      config: writeCards,
      schema: { tags, params: idParamSchema, response: { 200: shoppingCardDetailSchema } },
    },
    (request) => clearPin(app.db, request.params.id, request.locale),
  );

  app.get(
    SHOPPING_CARD_PATHS.adminSales,
    {
      config: readSales,
      schema: { tags, querystring: adminCardSalesQuerySchema, response: { 200: cardSaleListSchema } },
    },
    (request) => listSales(app.db, request.query, request.locale),
  );

  app.post(
    SHOPPING_CARD_PATHS.adminSaleDecision,
    {
      config: decideSales,
      schema: {
        tags,
        params: idParamSchema,
        body: cardSaleDecisionBodySchema,
        response: { 200: cardSaleReplySchema },
      },
    },
    async (request) => {
      const { result } = request.body;
      const sale = await decideSale(
        app.db,
        request.params.id,
        result,
        requireUser(request).id,
        request.locale,
      );
      app.background.run('card sale buyer mail', () =>
        tellBuyerCardSale(app.db, app.mailer, app.config.publicUrl, sale.id),
      );
      return {
        message: translate(result === 'paid' ? 'card_sale_paid' : 'card_sale_cancelled', request.locale),
        sale,
      };
    },
  );

  app.get(SHOPPING_CARD_PATHS.settings, { config: readCards, schema: { tags } }, () =>
    getCardSettings(app.db),
  );
  app.put(
    SHOPPING_CARD_PATHS.settings,
    { config: writeCards, schema: { tags, body: shoppingCardSettingsBodySchema } },
    (request) => putCardSettings(app.db, request.body),
  );
};
