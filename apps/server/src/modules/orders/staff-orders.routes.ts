import {
  beneficiaryBodySchema,
  beneficiarySchema,
  IDEMPOTENCY_HEADER,
  idParamSchema,
  orderSchema,
  STAFF_ORDER_PATHS,
  staffOrderBodySchema,
  staffOrderCustomersReplySchema,
  staffOrderDraftSchema,
  staffOrderProductsQuerySchema,
  staffOrderProductsReplySchema,
  staffOrderQuoteBodySchema,
  staffOrderQuoteReplySchema,
  staffOrderSearchSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access';
import { createBeneficiary } from '../beneficiaries';
import { linesView } from '../cart';
import { coinsInForceToday } from '../coins';
import { checkout, checkoutQuoteReply } from './checkout.service';
import { idempotencyKeyOf } from './idempotency';
import { announceOrder } from './order-mails';
import { customersToOrderFor, orderAsDraft, orderingCustomer, productsToOrder } from './staff-order-choices';
import { staffOrderLines, staffOrderSource } from './staff-order-lines';

const tags = ['orders'];
/**
 * SPEC §6: orders need read_orders; taking one changes orders and holds stock, which takes the permission that changes
 * them too. Every route of the screen asks for both, as the screen itself does.
 */
const config = { permissions: ['read_orders' as const, 'update_orders' as const] };

/**
 * Orders staff take for a customer who calls or writes (decision 098): the customer and the products are searched
 * here, the order is quoted and then placed by the checkout itself, in the customer's name, with their prices, their
 * address book, the unpaid-orders cap and the mails of any order.
 */
export const staffOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STAFF_ORDER_PATHS.customers,
    {
      config,
      schema: {
        tags,
        querystring: staffOrderSearchSchema,
        response: { 200: staffOrderCustomersReplySchema },
      },
    },
    async (request) => ({ data: await customersToOrderFor(app.db, request.query) }),
  );

  app.get(
    STAFF_ORDER_PATHS.products,
    {
      config,
      schema: {
        tags,
        querystring: staffOrderProductsQuerySchema,
        response: { 200: staffOrderProductsReplySchema },
      },
    },
    async (request) => {
      const customer = await orderingCustomer(app.db, request.query.customer_id);
      return {
        data: await productsToOrder(app.db, customer, { search: request.query.search }, request.locale),
      };
    },
  );

  // A caller's new address, in their own address book: the next order (theirs or staff's) finds it there too.
  app.post(
    STAFF_ORDER_PATHS.beneficiaries,
    {
      config,
      schema: {
        tags,
        params: idParamSchema,
        body: beneficiaryBodySchema,
        response: { 201: beneficiarySchema },
      },
    },
    async (request, reply) => {
      const customer = await orderingCustomer(app.db, request.params.id, 'path');
      return reply.status(201).send(await createBeneficiary(app.db, customer.id, request.body));
    },
  );

  app.get(
    STAFF_ORDER_PATHS.draft,
    {
      config,
      schema: { tags, params: idParamSchema, response: { 200: staffOrderDraftSchema } },
    },
    (request) => orderAsDraft(app.db, request.params.id, request.locale),
  );

  app.post(
    STAFF_ORDER_PATHS.quote,
    {
      config,
      schema: { tags, body: staffOrderQuoteBodySchema, response: { 200: staffOrderQuoteReplySchema } },
    },
    async (request) => {
      const { customer_id, lines: given, ...body } = request.body;
      const customer = await orderingCustomer(app.db, customer_id);
      const lines = await staffOrderLines(app.db, given, customer);
      const quote = await checkoutQuoteReply(app.db, customer, body, request.locale, lines);
      const coins = await coinsInForceToday(app.db);
      const coin = coins.find((c) => c.short_name === quote.coin) ?? coins.find((c) => c.is_base);
      if (!coin) throw new Error('no base coin');
      return { ...quote, cart: await linesView(app.db, lines, coin, request.locale, customer) };
    },
  );

  app.post(
    STAFF_ORDER_PATHS.create,
    { config, schema: { tags, body: staffOrderBodySchema, response: { 201: orderSchema } } },
    async (request, reply) => {
      const customer = await orderingCustomer(app.db, request.body.customer_id);
      // The order is the customer's: its mails and pages are in the language they last used the shop in.
      const result = await checkout(
        app.db,
        customer,
        request.body,
        idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
        customer.locale,
        staffOrderSource(request.body.lines, requireUser(request).id),
      );
      if (!result.replayed) await announceOrder(app, result.order.id);
      return reply.status(201).send(result.order);
    },
  );
};
