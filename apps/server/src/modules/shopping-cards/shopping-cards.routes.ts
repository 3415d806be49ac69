import {
  type CardSale,
  cardActionReplySchema,
  cardBeneficiaryBodySchema,
  cardPinBodySchema,
  cardPurchaseBodySchema,
  cardRechargeBodySchema,
  cardSaleReplySchema,
  idParamSchema,
  isOnlineProvider,
  myCardSalesSchema,
  myOrderActionReplySchema,
  payWithCardBodySchema,
  SHOPPING_CARD_PATHS,
  shoppingCardDetailSchema,
  shoppingCardInfoSchema,
  shoppingCardListSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { countAttempt, minutes } from '../throttle';
import { payOrderWithCard } from './card-payment.service';
import { tellStaffCardSale } from './card-sale-mails';
import { buyCard, mySales, rechargeCard } from './card-sales.service';
import { cardInfo } from './card-settings';
import { myCard, myCards, setBeneficiary, setPin } from './cards.service';

const tags = ['shopping-cards'];
const auth = { auth: 'user' as const };
/** Purchases and recharges wait for staff: a few an hour per account is all a person needs. */
const SALES_PER_HOUR = 10;

/** The shopper's side of prepaid cards (SPEC /Profile/shopping_card…, /shopping-card-info, /payment_shopping_card). */
export const shoppingCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const pepper = app.config.pinPepper;
  // A sale paid through a provider settles itself on the provider's event: staff have nothing to confirm.
  const tellStaff = (sale: CardSale) =>
    !isOnlineProvider(sale.pay_form.code) &&
    app.background.run('staff card sale mail', () =>
      tellStaffCardSale(app.db, app.mailer, app.config.publicUrl, sale),
    );
  const countSale = (userId: number) =>
    countAttempt(app.db, {
      key: `card-sale-user:${userId}`,
      limit: { max: SALES_PER_HOUR, windowMs: minutes(60) },
    });

  app.get(
    SHOPPING_CARD_PATHS.info,
    { config: auth, schema: { tags, response: { 200: shoppingCardInfoSchema } } },
    (request) => cardInfo(app.db, request.locale),
  );

  app.get(
    SHOPPING_CARD_PATHS.mine,
    { config: auth, schema: { tags, response: { 200: shoppingCardListSchema } } },
    async (request) => ({ data: await myCards(app.db, requireUser(request).id, request.locale) }),
  );

  app.get(
    SHOPPING_CARD_PATHS.mySales,
    { config: auth, schema: { tags, response: { 200: myCardSalesSchema } } },
    async (request) => ({ data: await mySales(app.db, requireUser(request).id, request.locale) }),
  );

  app.post(
    SHOPPING_CARD_PATHS.purchases,
    { config: auth, schema: { tags, body: cardPurchaseBodySchema, response: { 201: cardSaleReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      await countSale(user.id);
      const sale = await buyCard(app.db, user.id, request.body, request.locale);
      tellStaff(sale);
      return reply.status(201).send({ message: translate('card_sale_created', request.locale), sale });
    },
  );

  app.get(
    SHOPPING_CARD_PATHS.one,
    { config: auth, schema: { tags, params: idParamSchema, response: { 200: shoppingCardDetailSchema } } },
    (request) => myCard(app.db, requireUser(request).id, request.params.id, request.locale),
  );

  app.post(
    SHOPPING_CARD_PATHS.recharges,
    {
      config: auth,
      schema: {
        tags,
        params: idParamSchema,
        body: cardRechargeBodySchema,
        response: { 201: cardSaleReplySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await countSale(user.id);
      const sale = await rechargeCard(app.db, user.id, request.params.id, request.body, request.locale);
      tellStaff(sale);
      return reply.status(201).send({ message: translate('card_sale_created', request.locale), sale });
    },
  );

  app.put(
    SHOPPING_CARD_PATHS.pin,
    {
      config: auth,
      schema: {
        tags,
        params: idParamSchema,
        body: cardPinBodySchema,
        response: { 200: cardActionReplySchema },
      },
    },
    async (request) => {
      const card = await setPin(
        app.db,
        pepper,
        requireUser(request).id,
        request.params.id,
        request.body,
        request.locale,
      );
      return { message: translate('card_pin_saved', request.locale), card };
    },
  );

  app.put(
    SHOPPING_CARD_PATHS.beneficiary,
    {
      config: auth,
      schema: {
        tags,
        params: idParamSchema,
        body: cardBeneficiaryBodySchema,
        response: { 200: cardActionReplySchema },
      },
    },
    async (request) => {
      const card = await setBeneficiary(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.body,
        request.locale,
      );
      return { message: translate('card_beneficiary_saved', request.locale), card };
    },
  );

  app.post(
    SHOPPING_CARD_PATHS.payOrder,
    {
      config: auth,
      schema: {
        tags,
        params: idParamSchema,
        body: payWithCardBodySchema,
        response: { 200: myOrderActionReplySchema },
      },
    },
    (request) =>
      payOrderWithCard(
        app.db,
        pepper,
        { userId: requireUser(request).id, ip: request.ip },
        request.params.id,
        request.body,
        request.locale,
      ),
  );
};
