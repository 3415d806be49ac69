import {
  PRODUCT_PATHS,
  productImageParamSchema,
  productSchema,
  productSlugParamSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/domain-errors';
import { filesFrom } from '../../lib/uploaded-files';
import { addImages, deleteImage, setMainImage } from './images.service';
import { readSpecSheet, saveSpecSheet } from './spec-sheet.service';

const tags = ['products'];

// The bodies are multipart: the files are read by content in the services, so no body schema applies here.
export const productUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataDir = app.config.dataDir;

  app.post(
    PRODUCT_PATHS.images,
    {
      config: { permissions: ['update_products'] },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: productSlugParamSchema,
        response: { 200: productSchema },
      },
    },
    (request) => addImages(app.db, dataDir, request.params.slug, filesFrom(request.body, 'image')),
  );

  app.patch(
    PRODUCT_PATHS.imageMain,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params: productImageParamSchema, response: { 200: productSchema } },
    },
    (request) => setMainImage(app.db, request.params.slug, request.params.id),
  );

  app.delete(
    PRODUCT_PATHS.image,
    {
      config: { permissions: ['update_products'] },
      schema: { tags, params: productImageParamSchema, response: { 200: productSchema } },
    },
    (request) => deleteImage(app.db, request.params.slug, request.params.id),
  );

  app.post(
    PRODUCT_PATHS.specSheet,
    {
      config: { permissions: ['update_products'] },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: productSlugParamSchema,
        response: { 200: productSchema },
      },
    },
    (request) => {
      const files = filesFrom(request.body, 'file');
      if (files.length > 1) throw invalidFields({ file: ['spec_sheet_invalid'] });
      return saveSpecSheet(app.db, dataDir, request.params.slug, files[0] as Buffer);
    },
  );

  app.get(
    PRODUCT_PATHS.publicSpecSheet,
    { schema: { tags, params: productSlugParamSchema } },
    async (request, reply) => {
      const sheet = await readSpecSheet(app.db, dataDir, request.params.slug);
      return reply
        .type(sheet.type)
        .header('content-disposition', `attachment; filename="${sheet.filename}"`)
        .header('cache-control', 'public, max-age=300')
        .send(sheet.data);
    },
  );
};
