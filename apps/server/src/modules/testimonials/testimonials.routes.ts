import {
  idParamSchema,
  storeTestimonialsReplySchema,
  TESTIMONIAL_PATHS,
  testimonialBodySchema,
  testimonialListQuerySchema,
  testimonialListReplySchema,
  testimonialSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/domain-errors';
import { filesFrom } from '../../lib/uploaded-files';
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  removeTestimonialPhoto,
  setTestimonialPhoto,
  storeTestimonials,
  updateTestimonial,
} from './testimonials.service';

const tags = ['testimonials'];
// The front's content is part of the shop's settings, like its pages and banners.
const read = { permissions: ['read_settings' as const] };
const write = { permissions: ['read_settings' as const, 'update_settings' as const] };

export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TESTIMONIAL_PATHS.store,
    { schema: { tags, response: { 200: storeTestimonialsReplySchema } } },
    () => storeTestimonials(app.db),
  );

  app.get(
    TESTIMONIAL_PATHS.list,
    {
      config: read,
      schema: {
        tags,
        querystring: testimonialListQuerySchema,
        response: { 200: testimonialListReplySchema },
      },
    },
    (request) => listTestimonials(app.db, request.query),
  );
  app.post(
    TESTIMONIAL_PATHS.list,
    { config: write, schema: { tags, body: testimonialBodySchema, response: { 201: testimonialSchema } } },
    async (request, reply) => reply.status(201).send(await createTestimonial(app.db, request.body)),
  );
  app.get(
    TESTIMONIAL_PATHS.one,
    { config: read, schema: { tags, params: idParamSchema, response: { 200: testimonialSchema } } },
    (request) => getTestimonial(app.db, request.params.id),
  );
  app.put(
    TESTIMONIAL_PATHS.one,
    {
      config: write,
      schema: {
        tags,
        params: idParamSchema,
        body: testimonialBodySchema,
        response: { 200: testimonialSchema },
      },
    },
    (request) => updateTestimonial(app.db, request.params.id, request.body),
  );
  app.delete(
    TESTIMONIAL_PATHS.one,
    { config: write, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteTestimonial(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    TESTIMONIAL_PATHS.photo,
    {
      config: write,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: testimonialSchema },
      },
    },
    (request) => {
      const [file, ...more] = filesFrom(request.body, 'image');
      if (!file || more.length) throw invalidFields({ image: ['single_file_required'] });
      return setTestimonialPhoto(app.db, app.config.dataDir, request.params.id, file);
    },
  );
  app.delete(
    TESTIMONIAL_PATHS.photo,
    { config: write, schema: { tags, params: idParamSchema, response: { 200: testimonialSchema } } },
    (request) => removeTestimonialPhoto(app.db, request.params.id),
  );
};
