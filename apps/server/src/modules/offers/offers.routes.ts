import {
  idParamSchema,
  OFFER_PATHS,
  offerBodySchema,
  offerListQuerySchema,
  offerListReplySchema,
  offerSchema,
  storeOffersReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isWholesaler } from '../users';
import { offerClock } from './offer-clock';
import { createOffer, deleteOffer, getOffer, listOffers, storeOffers, updateOffer } from './offers.service';

const tags = ['offers'];

export interface OffersRoutesOptions {
  /** Forgets the storefront's kept replies when an offer starts or ends on its own. */
  forget: () => void;
}

export const offersRoutes: FastifyPluginAsyncZod<OffersRoutesOptions> = async (app, options) => {
  const clock = offerClock(app.db, app.log, options.forget);
  app.addHook('onReady', () => clock.tick());
  app.addHook('onClose', () => clock.stop());
  // A write may move the next start or end; the storefront forgets its replies after any write (app.ts).
  const retime = () => clock.tick().catch((error) => app.log.error({ err: error }, 'offer clock not reset'));

  app.get(OFFER_PATHS.store, { schema: { tags, response: { 200: storeOffersReplySchema } } }, (request) =>
    storeOffers(app.db, { wholesaler: isWholesaler(request.user) }),
  );

  app.get(
    OFFER_PATHS.list,
    {
      config: { permissions: ['read_offers'] },
      schema: { tags, querystring: offerListQuerySchema, response: { 200: offerListReplySchema } },
    },
    (request) => listOffers(app.db, request.query),
  );
  app.post(
    OFFER_PATHS.list,
    {
      config: { permissions: ['create_offers'] },
      schema: { tags, body: offerBodySchema, response: { 201: offerSchema } },
    },
    async (request, reply) => {
      const offer = await createOffer(app.db, request.body);
      await retime();
      return reply.status(201).send(offer);
    },
  );
  app.get(
    OFFER_PATHS.one,
    {
      config: { permissions: ['read_offers'] },
      schema: { tags, params: idParamSchema, response: { 200: offerSchema } },
    },
    (request) => getOffer(app.db, request.params.id),
  );
  app.put(
    OFFER_PATHS.one,
    {
      config: { permissions: ['update_offers'] },
      schema: { tags, params: idParamSchema, body: offerBodySchema, response: { 200: offerSchema } },
    },
    async (request) => {
      const offer = await updateOffer(app.db, request.params.id, request.body);
      await retime();
      return offer;
    },
  );
  app.delete(
    OFFER_PATHS.one,
    { config: { permissions: ['delete_offers'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteOffer(app.db, request.params.id);
      await retime();
      return reply.status(204).send();
    },
  );
};
