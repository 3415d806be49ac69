import {
  idParamSchema,
  MY_ORDER_MESSAGES_PATH,
  MY_ORDER_MESSAGES_READ_PATH,
  myOrderActionReplySchema,
  ORDER_MESSAGES_PATH,
  orderActionReplySchema,
  orderMessageBodySchema,
  orderMessagesReadReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { countAttempt, minutes } from '../throttle';
import { orderMessageMail, tellCustomer, tellStaffCustomerMessage } from './order-mails';
import { markShopMessagesRead, writeCustomerMessage, writeOrderMessage } from './order-messages.service';

const tags = ['orders'];
/** A customer writes a few lines about an order now and then; more from one account or address is a script. */
const CUSTOMER_MESSAGES_PER_HOUR = 10;
const ADDRESS_MESSAGES_PER_HOUR = 30;

/**
 * The conversation about an order (decisions 106 and 107): staff who may change orders write to its customer, who
 * reads it on the order and by mail; the customer writes back from their order, mailed to the staff told of new
 * orders. Each side's message is mailed after the reply.
 */
export const orderMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ORDER_MESSAGES_PATH,
    {
      config: { permissions: ['read_orders', 'update_orders'] },
      schema: {
        tags,
        params: idParamSchema,
        body: orderMessageBodySchema,
        response: { 200: orderActionReplySchema },
      },
    },
    async (request) => {
      const order = await writeOrderMessage(
        app.db,
        request.params.id,
        request.body,
        requireUser(request).id,
        request.locale,
      );
      app.background.run('order message mail', () =>
        tellCustomer(app.db, app.mailer, app.config.publicUrl, order.id, orderMessageMail),
      );
      return { message: translate('order_message_sent', request.locale), order };
    },
  );

  app.post(
    MY_ORDER_MESSAGES_PATH,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        params: idParamSchema,
        body: orderMessageBodySchema,
        response: { 200: myOrderActionReplySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await countAttempt(
        app.db,
        {
          key: `order-message-address:${request.ip}`,
          limit: { max: ADDRESS_MESSAGES_PER_HOUR, windowMs: minutes(60) },
        },
        {
          key: `order-message:${user.id}`,
          limit: { max: CUSTOMER_MESSAGES_PER_HOUR, windowMs: minutes(60) },
        },
      );
      const order = await writeCustomerMessage(
        app.db,
        request.params.id,
        request.body,
        user.id,
        request.locale,
      );
      app.background.run('customer message mail', () =>
        tellStaffCustomerMessage(app.db, app.mailer, app.config.publicUrl, order.id),
      );
      return { message: translate('order_message_sent_to_shop', request.locale), order };
    },
  );

  // The customer's order page says so once it shows the shop's new messages; marking them again changes nothing.
  app.post(
    MY_ORDER_MESSAGES_READ_PATH,
    {
      config: { auth: 'user' },
      schema: { tags, params: idParamSchema, response: { 200: orderMessagesReadReplySchema } },
    },
    async (request) => ({
      read: await markShopMessagesRead(app.db, request.params.id, requireUser(request).id),
    }),
  );
};
