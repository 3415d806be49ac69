import {
  adminOrderListReplySchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  changeOrderStatusBodySchema,
  changeOrdersStatusBodySchema,
  checkoutPickupQuerySchema,
  checkoutQuoteBodySchema,
  checkoutQuoteReplySchema,
  createOrderBodySchema,
  hasAllPermissions,
  IDEMPOTENCY_HEADER,
  idParamSchema,
  myOrderActionReplySchema,
  myOrderListReplySchema,
  myOrdersQuerySchema,
  ORDER_PATHS,
  orderActionReplySchema,
  orderFlagBodySchema,
  orderPaymentBodySchema,
  orderProfitReplySchema,
  orderSchema,
  ordersStatusChangedReplySchema,
  PICKING_LIST_PATHS,
  pickingListQuerySchema,
  pickingListSchema,
  pickupPointsReplySchema,
  readPickupLines,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { isWholesaler } from '../users';
import { checkout, checkoutQuoteReply } from './checkout.service';
import { idempotencyKeyOf } from './idempotency';
import { announceOrder, statusChangedMail, tellCustomer, tellStaffCancelled } from './order-mails';
import { orderProfit } from './order-profit';
import { adminOrders, myOrders } from './orders.search';
import {
  cancelOwnOrder,
  changeOrderStatus,
  customerOrder,
  recordPayment,
  setOrderFlag,
  staffOrder,
} from './orders.service';
import { ordersCsv } from './orders-export.service';
import { changeOrdersStatus } from './orders-status-many';
import { pickingList } from './picking-list';
import { pickupPointsFor } from './pickup-for-order';

const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailCustomer = (orderId: number, build: Parameters<typeof tellCustomer>[4]) =>
    tellCustomer(app.db, app.mailer, app.config.publicUrl, orderId, build);

  app.post(
    ORDER_PATHS.mine,
    {
      config: { auth: 'user' },
      schema: { tags, body: createOrderBodySchema, response: { 201: orderSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await checkout(
        app.db,
        { id: user.id, wholesaler: isWholesaler(user) },
        request.body,
        idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
        request.locale,
      );
      if (!result.replayed) await announceOrder(app, result.order.id);
      return reply.status(201).send(result.order);
    },
  );

  app.post(
    ORDER_PATHS.quote,
    {
      config: { auth: 'user' },
      schema: { tags, body: checkoutQuoteBodySchema, response: { 200: checkoutQuoteReplySchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return checkoutQuoteReply(
        app.db,
        { id: user.id, wholesaler: isWholesaler(user) },
        request.body,
        request.locale,
      );
    },
  );

  // Public like the points themselves: a guest's cart is checked out after signing in, and the list says no more
  // than the pickup points do.
  app.get(
    ORDER_PATHS.pickupPoints,
    { schema: { tags, querystring: checkoutPickupQuerySchema, response: { 200: pickupPointsReplySchema } } },
    async (request) => ({ data: await pickupPointsFor(app.db, readPickupLines(request.query.lines)) }),
  );

  app.get(
    ORDER_PATHS.mine,
    {
      config: { auth: 'user' },
      schema: { tags, querystring: myOrdersQuerySchema, response: { 200: myOrderListReplySchema } },
    },
    (request) => myOrders(app.db, requireUser(request).id, request.query, request.locale),
  );

  app.get(
    ORDER_PATHS.one,
    { config: { auth: 'user' }, schema: { tags, params: idParamSchema, response: { 200: orderSchema } } },
    (request) => customerOrder(app.db, requireUser(request).id, request.params.id, request.locale),
  );

  app.post(
    ORDER_PATHS.cancel,
    {
      config: { auth: 'user' },
      schema: { tags, params: idParamSchema, response: { 200: myOrderActionReplySchema } },
    },
    async (request) => {
      const order = await cancelOwnOrder(app.db, requireUser(request).id, request.params.id, request.locale);
      await mailCustomer(order.id, statusChangedMail);
      app.background.run('staff cancellation mail', () =>
        tellStaffCancelled(app.db, app.mailer, app.config.publicUrl, order.id),
      );
      return { message: translate('order_cancelled', request.locale), order };
    },
  );

  app.get(
    ORDER_PATHS.adminList,
    {
      config: { permissions: ['read_orders'] },
      schema: { tags, querystring: adminOrdersQuerySchema, response: { 200: adminOrderListReplySchema } },
    },
    (request) => adminOrders(app.db, request.query, request.locale),
  );

  app.get(
    ORDER_PATHS.adminExport,
    { config: { permissions: ['read_orders'] }, schema: { tags, querystring: adminOrdersQuerySchema } },
    (request, reply) =>
      sendCsv(
        reply,
        translate('orders_export_file', request.locale),
        // What each order left, for whoever reads the sold products report that sums it (decision 112).
        ordersCsv(app.db, request.query, request.locale, {
          profit: hasAllPermissions(requireUser(request).permissions, [
            'read_reports',
            'read_for_sold_products',
          ]),
        }),
      ),
  );

  app.get(
    ORDER_PATHS.adminOne,
    {
      config: { permissions: ['read_orders'] },
      schema: { tags, params: idParamSchema, response: { 200: adminOrderSchema } },
    },
    (request) => staffOrder(app.db, request.params.id, request.locale),
  );

  // An order's profit reads what its units cost the shop: whoever may read the order and the sold products report,
  // which sums the same figures (decision 112).
  app.get(
    ORDER_PATHS.adminProfit,
    {
      config: { permissions: ['read_orders', 'read_reports', 'read_for_sold_products'] },
      schema: { tags, params: idParamSchema, response: { 200: orderProfitReplySchema } },
    },
    (request) => orderProfit(app.db, request.params.id, request.locale),
  );

  app.put(
    ORDER_PATHS.adminStatus,
    {
      config: { permissions: ['read_orders', 'change_status_orders'] },
      schema: {
        tags,
        params: idParamSchema,
        body: changeOrderStatusBodySchema,
        response: { 200: orderActionReplySchema },
      },
    },
    async (request) => {
      const staff = requireUser(request);
      const order = await changeOrderStatus(
        app.db,
        request.params.id,
        request.body,
        staff.id,
        request.locale,
      );
      await mailCustomer(order.id, statusChangedMail);
      return { message: translate('status_changed', request.locale), order };
    },
  );

  app.get(
    PICKING_LIST_PATHS.api,
    {
      config: { permissions: ['read_orders'] },
      schema: { tags, querystring: pickingListQuerySchema, response: { 200: pickingListSchema } },
    },
    (request) => pickingList(app.db, request.query.ids, request.locale),
  );

  app.put(
    ORDER_PATHS.adminStatusMany,
    {
      config: { permissions: ['read_orders', 'change_status_orders'] },
      schema: { tags, body: changeOrdersStatusBodySchema, response: { 200: ordersStatusChangedReplySchema } },
    },
    async (request) => {
      const reply = await changeOrdersStatus(app.db, request.body, requireUser(request).id, request.locale);
      // A hundred mails are not written while staff wait: each customer hears of their order after the reply.
      app.background.run('status change mails', async () => {
        for (const order of reply.changed) await mailCustomer(order.id, statusChangedMail);
      });
      return reply;
    },
  );

  for (const flag of ['contacted', 'dispatched'] as const) {
    app.put(
      flag === 'contacted' ? ORDER_PATHS.adminContacted : ORDER_PATHS.adminDispatched,
      {
        config: { permissions: ['read_orders', 'update_orders'] },
        schema: {
          tags,
          params: idParamSchema,
          body: orderFlagBodySchema,
          response: { 200: orderActionReplySchema },
        },
      },
      async (request) => {
        const order = await setOrderFlag(
          app.db,
          request.params.id,
          flag,
          request.body.value,
          requireUser(request).id,
          request.locale,
        );
        return { message: translate('saved', request.locale), order };
      },
    );
  }

  app.post(
    ORDER_PATHS.adminPayment,
    {
      config: { permissions: ['read_orders', 'update_orders'] },
      schema: {
        tags,
        params: idParamSchema,
        body: orderPaymentBodySchema,
        response: { 200: orderActionReplySchema },
      },
    },
    async (request) => {
      const staff = requireUser(request);
      const { result, reason } = request.body;
      const order = await recordPayment(app.db, request.params.id, result, reason, staff.id, request.locale);
      if (result === 'denied') await mailCustomer(order.id, statusChangedMail);
      return {
        message: translate(result === 'paid' ? 'payment_accepted' : 'payment_denied', request.locale),
        order,
      };
    },
  );
};
