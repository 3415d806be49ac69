import {
  idParamSchema,
  pointStockQuerySchema,
  pointStockReplySchema,
  STOCK_TRANSFER_PATHS,
  stockTransferBodySchema,
  stockTransferListReplySchema,
  stockTransferReceiveBodySchema,
  stockTransferReplySchema,
  stockTransferSchema,
  stockTransfersQuerySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { pointStockTable } from './point-stock-table';
import {
  cancelTransfer,
  createTransfer,
  getTransfer,
  listTransfers,
  receiveTransfer,
  sendTransfer,
  updateTransfer,
} from './stock-transfers.service';

const tags = ['stock-transfers'];
// Points of sale are read with read_pos; moving units between them changes stock, which asks update_products
// (decision 029's rule for any stock change).
const read = { permissions: ['read_pos' as const] };
const move = { permissions: ['read_pos' as const, 'update_products' as const] };

/** Distribution movements: transfers of stock between points of sale (issue 18 §2; decision 032). */
export const stockTransfersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STOCK_TRANSFER_PATHS.list,
    {
      config: read,
      schema: {
        tags,
        querystring: stockTransfersQuerySchema,
        response: { 200: stockTransferListReplySchema },
      },
    },
    (request) => listTransfers(app.db, request.query),
  );
  app.get(
    STOCK_TRANSFER_PATHS.stock,
    {
      config: read,
      schema: { tags, querystring: pointStockQuerySchema, response: { 200: pointStockReplySchema } },
    },
    (request) => pointStockTable(app.db, request.query.search),
  );
  app.get(
    STOCK_TRANSFER_PATHS.one,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: stockTransferSchema } } },
    (request) => getTransfer(app.db, request.params.id),
  );
  app.post(
    STOCK_TRANSFER_PATHS.list,
    {
      config: move,
      schema: { tags, body: stockTransferBodySchema, response: { 201: stockTransferReplySchema } },
    },
    async (request, reply) => {
      const transfer = await createTransfer(app.db, request.body, requireUser(request).id);
      return reply.status(201).send({ message: translate('transfer_saved', request.locale), transfer });
    },
  );
  app.put(
    STOCK_TRANSFER_PATHS.one,
    {
      config: move,
      schema: {
        tags,
        params: idParamSchema,
        body: stockTransferBodySchema,
        response: { 200: stockTransferReplySchema },
      },
    },
    async (request) => ({
      message: translate('transfer_saved', request.locale),
      transfer: await updateTransfer(app.db, request.params.id, request.body),
    }),
  );
  app.post(
    STOCK_TRANSFER_PATHS.send,
    { config: move, schema: { tags, params: idParamSchema, response: { 200: stockTransferReplySchema } } },
    async (request) => {
      const { transfer, point } = await sendTransfer(app.db, request.params.id, requireUser(request).id);
      return { message: translate('transfer_sent', request.locale, { point }), transfer };
    },
  );
  app.post(
    STOCK_TRANSFER_PATHS.receive,
    {
      config: move,
      schema: {
        tags,
        params: idParamSchema,
        body: stockTransferReceiveBodySchema,
        response: { 200: stockTransferReplySchema },
      },
    },
    async (request) => {
      const { transfer, point } = await receiveTransfer(
        app.db,
        request.params.id,
        request.body,
        requireUser(request).id,
      );
      return { message: translate('transfer_received', request.locale, { point }), transfer };
    },
  );
  app.post(
    STOCK_TRANSFER_PATHS.cancel,
    { config: move, schema: { tags, params: idParamSchema, response: { 200: stockTransferReplySchema } } },
    async (request) => ({
      message: translate('transfer_cancelled', request.locale),
      transfer: await cancelTransfer(app.db, request.params.id),
    }),
  );
};
