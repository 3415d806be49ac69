import {
  adminStoreRequestsQuerySchema,
  cartSchema,
  checkoutQuoteBodySchema,
  checkoutQuoteReplySchema,
  createOrderBodySchema,
  IDEMPOTENCY_HEADER,
  idParamSchema,
  listQuerySchema,
  orderSchema,
  STORE_REQUEST_PATHS,
  storeRequestBodySchema,
  storeRequestCartQuerySchema,
  storeRequestListReplySchema,
  storeRequestProductsQuerySchema,
  storeRequestProductsReplySchema,
  storeRequestRejectBodySchema,
  storeRequestReplySchema,
  storeRequestSchema,
  storeRequestsApproveBodySchema,
  storeRequestsApprovedReplySchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notAllowed } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { coinsInForceToday } from '../coins';
import { announceOrder, checkout, checkoutQuoteReply, idempotencyKeyOf } from '../orders';
import { countAttempt, minutes } from '../throttle';
import { isWholesaler } from '../users';
import {
  reservableProducts,
  reservationCart,
  reservationLines,
  reservationSource,
} from './reservation-checkout';
import { tellRequester, tellStaffOfRequest } from './store-request-mails';
import {
  adminStoreRequest,
  adminStoreRequests,
  approveStoreRequest,
  approveStoreRequests,
  cancelStoreRequest,
  createStoreRequest,
  myStoreRequest,
  myStoreRequests,
  rejectStoreRequest,
} from './store-requests.service';

const tags = ['store-requests'];
/** A wholesaler sends a few reservations a week; dozens an hour from one account is a script. */
const REQUESTS_PER_HOUR = 20;

const read = { permissions: ['read_store_requests' as const] };
const approve = { permissions: ['read_store_requests' as const, 'approve_store_requests' as const] };
const reject = { permissions: ['read_store_requests' as const, 'reject_store_requests' as const] };

/** Wholesale reservations: the wholesaler's side and the back office's (SPEC §1, §6; decision 031). */
export const storeRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const wholesaler = (request: FastifyRequest) => {
    const user = requireUser(request);
    return { id: user.id, wholesaler: isWholesaler(user) };
  };
  const tell = (request: Parameters<typeof tellRequester>[3]) =>
    app.background.run('reservation decision mail', () =>
      tellRequester(app.db, app.mailer, app.config.publicUrl, request),
    );

  app.get(
    STORE_REQUEST_PATHS.mine,
    {
      config: { auth: 'user' },
      schema: { tags, querystring: listQuerySchema, response: { 200: storeRequestListReplySchema } },
    },
    (request) => myStoreRequests(app.db, requireUser(request).id, request.query, request.locale),
  );
  app.post(
    STORE_REQUEST_PATHS.mine,
    {
      config: { auth: 'user' },
      schema: { tags, body: storeRequestBodySchema, response: { 201: storeRequestReplySchema } },
    },
    async (request, reply) => {
      const requester = wholesaler(request);
      if (!requester.wholesaler) throw notAllowed();
      await countAttempt(app.db, {
        key: `store-request:${requester.id}`,
        limit: { max: REQUESTS_PER_HOUR, windowMs: minutes(60) },
      });
      const created = await createStoreRequest(app.db, requester, request.body, request.locale);
      app.background.run('reservation request mail', () =>
        tellStaffOfRequest(app.db, app.mailer, app.config.publicUrl, created.id),
      );
      return reply
        .status(201)
        .send({ message: translate('store_request_saved', request.locale), request: created });
    },
  );
  app.get(
    STORE_REQUEST_PATHS.products,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        querystring: storeRequestProductsQuerySchema,
        response: { 200: storeRequestProductsReplySchema },
      },
    },
    async (request) => {
      if (!wholesaler(request).wholesaler) throw notAllowed();
      return { data: await reservableProducts(app.db, request.query.search, request.locale) };
    },
  );
  app.get(
    STORE_REQUEST_PATHS.one,
    {
      config: { auth: 'user' },
      schema: { tags, params: idParamSchema, response: { 200: storeRequestSchema } },
    },
    (request) => myStoreRequest(app.db, requireUser(request).id, request.params.id, request.locale),
  );
  app.post(
    STORE_REQUEST_PATHS.cancel,
    {
      config: { auth: 'user' },
      schema: { tags, params: idParamSchema, response: { 200: storeRequestReplySchema } },
    },
    async (request) => ({
      message: translate('store_request_cancelled', request.locale),
      request: await cancelStoreRequest(app.db, requireUser(request).id, request.params.id, request.locale),
    }),
  );

  // The checkout of an approved reservation: the same review, quote and order as the cart's (decision 031).
  app.get(
    STORE_REQUEST_PATHS.cart,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: storeRequestCartQuerySchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => {
      const coins = await coinsInForceToday(app.db);
      const wanted = request.query.coin ?? request.cookies.coin;
      const coin = coins.find((c) => c.short_name === wanted) ?? coins.find((c) => c.is_base);
      if (!coin) throw new Error('no base coin');
      return reservationCart(app.db, request.params.id, requireUser(request).id, coin, request.locale);
    },
  );
  app.post(
    STORE_REQUEST_PATHS.quote,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        params: idParamSchema,
        body: checkoutQuoteBodySchema,
        response: { 200: checkoutQuoteReplySchema },
      },
    },
    async (request) => {
      const customer = wholesaler(request);
      const lines = await reservationLines(app.db, request.params.id, customer.id);
      return checkoutQuoteReply(app.db, customer, request.body, request.locale, lines);
    },
  );
  app.post(
    STORE_REQUEST_PATHS.order,
    {
      config: { auth: 'user' },
      schema: { tags, params: idParamSchema, body: createOrderBodySchema, response: { 201: orderSchema } },
    },
    async (request, reply) => {
      const customer = wholesaler(request);
      const result = await checkout(
        app.db,
        customer,
        request.body,
        idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
        request.locale,
        reservationSource(request.params.id, customer.id),
      );
      if (!result.replayed) await announceOrder(app, result.order.id);
      return reply.status(201).send(result.order);
    },
  );

  app.get(
    STORE_REQUEST_PATHS.adminList,
    {
      config: read,
      schema: {
        tags,
        querystring: adminStoreRequestsQuerySchema,
        response: { 200: storeRequestListReplySchema },
      },
    },
    (request) => adminStoreRequests(app.db, request.query, request.locale),
  );
  app.get(
    STORE_REQUEST_PATHS.adminOne,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: storeRequestSchema } } },
    (request) => adminStoreRequest(app.db, request.params.id, request.locale),
  );
  app.post(
    STORE_REQUEST_PATHS.approveMany,
    {
      config: approve,
      schema: {
        tags,
        body: storeRequestsApproveBodySchema,
        response: { 200: storeRequestsApprovedReplySchema },
      },
    },
    async (request) => {
      const { reply, approved } = await approveStoreRequests(
        app.db,
        request.body.ids,
        requireUser(request).id,
        request.locale,
      );
      for (const one of approved) tell(one);
      return reply;
    },
  );
  app.post(
    STORE_REQUEST_PATHS.approve,
    { config: approve, schema: { tags, params: idParamSchema, response: { 200: storeRequestReplySchema } } },
    async (request) => {
      const approved = await approveStoreRequest(
        app.db,
        request.params.id,
        requireUser(request).id,
        request.locale,
      );
      tell(approved);
      return { message: translate('store_request_approved', request.locale), request: approved };
    },
  );
  app.post(
    STORE_REQUEST_PATHS.reject,
    {
      config: reject,
      schema: {
        tags,
        params: idParamSchema,
        body: storeRequestRejectBodySchema,
        response: { 200: storeRequestReplySchema },
      },
    },
    async (request) => {
      const rejected = await rejectStoreRequest(
        app.db,
        request.params.id,
        request.body,
        requireUser(request).id,
        request.locale,
      );
      tell(rejected);
      return { message: translate('store_request_rejected', request.locale), request: rejected };
    },
  );
};
