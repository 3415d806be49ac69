import {
  fillPath,
  INVOICE_PATHS,
  idParamSchema,
  invoiceBodySchema,
  invoiceListQuerySchema,
  invoiceListReplySchema,
  invoiceSchema,
  invoiceSummarySchema,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/domain-errors';
import { requireUser } from '../../plugins/access';
import { getStoreSettings } from '../settings';
import { invoicePdf } from './invoice-pdf';
import {
  createInvoice,
  getInvoice,
  invoiceCode,
  invoiceOfOrder,
  invoiceOrder,
  listInvoices,
} from './invoices.service';

const tags = ['invoices'];
// SPEC §6: invoices need read_invoices. Issuing one is an act on sales, guarded by update_orders too (decision 027).
const read = { permissions: ['read_invoices' as const] };
const issue = { permissions: ['read_invoices' as const, 'update_orders' as const] };

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendPdf = async (reply: FastifyReply, id: number, locale: Parameters<typeof getInvoice>[2]) => {
    const invoice = await getInvoice(app.db, id, locale);
    const store = await getStoreSettings(app.db);
    const pdf = await invoicePdf(
      invoice,
      { name: store.name, logoUrl: store.logo_url },
      app.config.dataDir,
      locale,
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.code}.pdf"`)
      .send(pdf);
  };

  app.get(
    INVOICE_PATHS.list,
    {
      config: read,
      schema: { tags, querystring: invoiceListQuerySchema, response: { 200: invoiceListReplySchema } },
    },
    (request) => listInvoices(app.db, request.query, request.locale),
  );
  app.post(
    INVOICE_PATHS.list,
    { config: issue, schema: { tags, body: invoiceBodySchema, response: { 201: invoiceSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createInvoice(app.db, request.body, requireUser(request).id, request.locale)),
  );
  app.get(
    INVOICE_PATHS.one,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: invoiceSchema } } },
    (request) => getInvoice(app.db, request.params.id, request.locale),
  );
  app.get(INVOICE_PATHS.pdf, { config: read, schema: { tags, params: idParamSchema } }, (request, reply) =>
    sendPdf(reply, request.params.id, request.locale),
  );

  app.get(
    INVOICE_PATHS.forOrder,
    // An order without an invoice yet is an answer (null), not a missing page: the order's screen asks each time.
    { config: read, schema: { tags, params: idParamSchema, response: { 200: invoiceSchema.nullable() } } },
    async (request) => {
      const invoice = await invoiceOfOrder(app.db, request.params.id);
      if (invoice === undefined) throw notFound('order_not_found');
      return invoice && getInvoice(app.db, invoice.id, request.locale);
    },
  );
  app.post(
    INVOICE_PATHS.forOrder,
    { config: issue, schema: { tags, params: idParamSchema, response: { 201: invoiceSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invoiceOrder(app.db, request.params.id, requireUser(request).id, request.locale)),
  );

  app.get(
    INVOICE_PATHS.mineSummary,
    {
      config: { auth: 'user' },
      schema: { tags, params: idParamSchema, response: { 200: invoiceSummarySchema.nullable() } },
    },
    async (request) => {
      const invoice = await invoiceOfOrder(app.db, request.params.id, requireUser(request).id);
      if (invoice === undefined) throw notFound('order_not_found');
      if (invoice === null) return null;
      return {
        code: invoiceCode(invoice),
        pdf_url: `/api${fillPath(INVOICE_PATHS.mine, { id: request.params.id })}`,
      };
    },
  );

  // The shopper's own copy; another shopper's order, or one without an invoice, is not found.
  app.get(
    INVOICE_PATHS.mine,
    { config: { auth: 'user' }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const invoice = await invoiceOfOrder(app.db, request.params.id, requireUser(request).id);
      if (!invoice) throw notFound('invoice_not_found');
      return sendPdf(reply, invoice.id, request.locale);
    },
  );
};
