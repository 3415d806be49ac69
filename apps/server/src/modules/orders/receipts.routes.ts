import {
  idParamSchema,
  myOrderActionReplySchema,
  ORDER_PATHS,
  orderActionReplySchema,
  receiptDecisionBodySchema,
  receiptParamsSchema,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { filesFrom } from '../../lib/uploaded-files';
import { requireUser } from '../../plugins/access';
import { paymentReceivedMail, receiptRejectedMail, tellCustomer, tellStaffReceipt } from './order-mails';
import { addReceipt, decideReceipt, readReceipt } from './order-receipts.service';

const tags = ['orders'];

/** Transfer receipts: the shopper sends them for their own order; staff read and judge them (issue 15 §1). */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataDir = app.config.dataDir;
  const send = (reply: FastifyReply, file: Awaited<ReturnType<typeof readReceipt>>) =>
    reply
      .type(file.type)
      // A PDF is downloaded rather than opened inside the shop's origin; a picture is shown.
      .header(
        'content-disposition',
        `${file.type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.filename}"`,
      )
      .send(file.data);

  // Multipart: the file is judged by its bytes in the service, so no body schema applies here.
  app.post(
    ORDER_PATHS.receipts,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: myOrderActionReplySchema, 201: myOrderActionReplySchema },
      },
    },
    async (request, reply) => {
      const files = filesFrom(request.body, 'file');
      if (files.length > 1) throw invalidFields({ file: ['single_file_required'] });
      const { order, added } = await addReceipt(
        app.db,
        dataDir,
        requireUser(request).id,
        request.params.id,
        files[0] as Buffer,
        request.locale,
      );
      if (!added) return reply.send({ message: translate('receipt_already_waiting', request.locale), order });
      app.background.run('staff receipt mail', () =>
        tellStaffReceipt(app.db, app.mailer, app.config.publicUrl, order.id),
      );
      return reply.status(201).send({ message: translate('receipt_received', request.locale), order });
    },
  );

  app.get(
    ORDER_PATHS.receipt,
    { config: { auth: 'user' }, schema: { tags, params: receiptParamsSchema } },
    async (request, reply) =>
      send(
        reply,
        await readReceipt(
          app.db,
          dataDir,
          request.params.id,
          request.params.receipt,
          requireUser(request).id,
        ),
      ),
  );

  app.get(
    ORDER_PATHS.adminReceipt,
    { config: { permissions: ['read_orders'] }, schema: { tags, params: receiptParamsSchema } },
    async (request, reply) =>
      send(reply, await readReceipt(app.db, dataDir, request.params.id, request.params.receipt, null)),
  );

  app.put(
    ORDER_PATHS.adminReceipt,
    {
      config: { permissions: ['read_orders', 'update_orders'] },
      schema: {
        tags,
        params: receiptParamsSchema,
        body: receiptDecisionBodySchema,
        response: { 200: orderActionReplySchema },
      },
    },
    async (request) => {
      const order = await decideReceipt(
        app.db,
        request.params.id,
        request.params.receipt,
        request.body,
        requireUser(request).id,
        request.locale,
      );
      const accepted = request.body.status === 'accepted';
      await tellCustomer(
        app.db,
        app.mailer,
        app.config.publicUrl,
        order.id,
        accepted ? paymentReceivedMail : receiptRejectedMail,
      );
      const key = accepted ? 'receipt_accepted' : 'receipt_rejected';
      return { message: translate(key, request.locale), order };
    },
  );
};
