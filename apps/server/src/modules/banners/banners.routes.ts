import {
  BANNER_PATHS,
  bannerBodySchema,
  bannerImageParamSchema,
  bannerListQuerySchema,
  bannerListReplySchema,
  bannerSchema,
  idParamSchema,
  storeBannersQuerySchema,
  storeBannersReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/domain-errors';
import { filesFrom } from '../../lib/uploaded-files';
import {
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  setBannerImage,
  storeBanners,
  updateBanner,
} from './banners.service';

const tags = ['banners'];
// SPEC §6 read_banners reads them; changing the shop's look is a settings change (update_settings).
const read = { permissions: ['read_banners' as const] };
const write = { permissions: ['read_banners' as const, 'update_settings' as const] };

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BANNER_PATHS.store,
    { schema: { tags, querystring: storeBannersQuerySchema, response: { 200: storeBannersReplySchema } } },
    (request) => storeBanners(app.db, request.query.section),
  );

  app.get(
    BANNER_PATHS.list,
    {
      config: read,
      schema: { tags, querystring: bannerListQuerySchema, response: { 200: bannerListReplySchema } },
    },
    (request) => listBanners(app.db, request.query),
  );
  app.post(
    BANNER_PATHS.list,
    { config: write, schema: { tags, body: bannerBodySchema, response: { 201: bannerSchema } } },
    async (request, reply) => reply.status(201).send(await createBanner(app.db, request.body)),
  );
  app.get(
    BANNER_PATHS.one,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: bannerSchema } } },
    (request) => getBanner(app.db, request.params.id),
  );
  app.put(
    BANNER_PATHS.one,
    {
      config: write,
      schema: { tags, params: idParamSchema, body: bannerBodySchema, response: { 200: bannerSchema } },
    },
    (request) => updateBanner(app.db, request.params.id, request.body),
  );
  app.delete(
    BANNER_PATHS.one,
    { config: write, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteBanner(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  // Multipart: the picture is judged by its bytes in the service.
  app.post(
    BANNER_PATHS.image,
    {
      config: write,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: bannerImageParamSchema,
        response: { 200: bannerSchema },
      },
    },
    (request) => {
      const { id, kind } = request.params;
      const [file, ...more] = filesFrom(request.body, 'image');
      if (!file || more.length) throw invalidFields({ image: ['single_file_required'] });
      return setBannerImage(app.db, app.config.dataDir, id, kind, file);
    },
  );
};
