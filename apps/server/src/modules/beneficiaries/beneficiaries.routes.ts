import {
  BENEFICIARY_PATHS,
  beneficiaryBodySchema,
  beneficiaryListReplySchema,
  beneficiarySchema,
  idParamSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access';
import {
  createBeneficiary,
  deleteBeneficiary,
  getBeneficiary,
  listBeneficiaries,
  updateBeneficiary,
} from './beneficiaries.service';

const tags = ['beneficiaries'];

/** /Profile/Beneficiaries: each signed-in shopper manages only their own. */
export const beneficiariesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BENEFICIARY_PATHS.mine,
    { config: { auth: 'user' }, schema: { tags, response: { 200: beneficiaryListReplySchema } } },
    async (request) => ({ data: await listBeneficiaries(app.db, requireUser(request).id) }),
  );

  app.post(
    BENEFICIARY_PATHS.mine,
    {
      config: { auth: 'user' },
      schema: { tags, body: beneficiaryBodySchema, response: { 201: beneficiarySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createBeneficiary(app.db, requireUser(request).id, request.body)),
  );

  app.get(
    BENEFICIARY_PATHS.one,
    {
      config: { auth: 'user' },
      schema: { tags, params: idParamSchema, response: { 200: beneficiarySchema } },
    },
    (request) => getBeneficiary(app.db, requireUser(request).id, request.params.id),
  );

  app.put(
    BENEFICIARY_PATHS.one,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        params: idParamSchema,
        body: beneficiaryBodySchema,
        response: { 200: beneficiarySchema },
      },
    },
    (request) => updateBeneficiary(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    BENEFICIARY_PATHS.one,
    { config: { auth: 'user' }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteBeneficiary(app.db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
