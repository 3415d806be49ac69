import {
  criterionAnswerBodySchema,
  criterionAnswerParamSchema,
  criterionImageParamSchema,
  idParamSchema,
  REVIEW_PATHS,
  reviewCriterionBodySchema,
  reviewCriterionListReplySchema,
  reviewCriterionSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/domain-errors';
import { filesFrom } from '../../lib/uploaded-files';
import {
  addAnswer,
  addCriterionImage,
  createCriterion,
  deleteAnswer,
  deleteCriterion,
  listCriteria,
  removeCriterionImage,
  updateAnswer,
  updateCriterion,
} from './criteria.service';

const tags = ['reviews'];
// SPEC §6: criteria_and_answer opens the criteria area; each action then needs its own permission.
const area = 'criteria_and_answer' as const;

/** /admin/criterias: the review criteria, the categories they apply to, and their answers. */
export const criteriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REVIEW_PATHS.adminCriteria,
    {
      config: { permissions: [area, 'criteria_products'] },
      schema: { tags, response: { 200: reviewCriterionListReplySchema } },
    },
    () => listCriteria(app.db),
  );
  app.post(
    REVIEW_PATHS.adminCriteria,
    {
      config: { permissions: [area, 'create_criteria_products'] },
      schema: { tags, body: reviewCriterionBodySchema, response: { 201: reviewCriterionSchema } },
    },
    async (request, reply) => reply.status(201).send(await createCriterion(app.db, request.body)),
  );
  app.put(
    REVIEW_PATHS.adminCriterion,
    {
      config: { permissions: [area, 'update_criteria_products'] },
      schema: {
        tags,
        params: idParamSchema,
        body: reviewCriterionBodySchema,
        response: { 200: reviewCriterionSchema },
      },
    },
    (request) => updateCriterion(app.db, request.params.id, request.body),
  );
  app.delete(
    REVIEW_PATHS.adminCriterion,
    { config: { permissions: [area, 'delete_criteria_products'] }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteCriterion(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    REVIEW_PATHS.adminAnswers,
    {
      config: { permissions: [area, 'create_answer_products'] },
      schema: {
        tags,
        params: idParamSchema,
        body: criterionAnswerBodySchema,
        response: { 201: reviewCriterionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addAnswer(app.db, request.params.id, request.body)),
  );
  app.put(
    REVIEW_PATHS.adminAnswer,
    {
      config: { permissions: [area, 'update_answer_products'] },
      schema: {
        tags,
        params: criterionAnswerParamSchema,
        body: criterionAnswerBodySchema,
        response: { 200: reviewCriterionSchema },
      },
    },
    (request) => updateAnswer(app.db, request.params.id, request.params.answer, request.body),
  );
  app.delete(
    REVIEW_PATHS.adminAnswer,
    {
      config: { permissions: [area, 'delete_answer_products'] },
      schema: { tags, params: criterionAnswerParamSchema, response: { 200: reviewCriterionSchema } },
    },
    (request) => deleteAnswer(app.db, request.params.id, request.params.answer),
  );

  // Reference pictures are part of the criterion: changing them is editing it. Multipart, judged by their bytes.
  app.post(
    REVIEW_PATHS.adminImages,
    {
      config: { permissions: [area, 'update_criteria_products'] },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: reviewCriterionSchema },
      },
    },
    (request) => {
      const [file, ...more] = filesFrom(request.body, 'image');
      if (!file || more.length) throw invalidFields({ image: ['single_file_required'] });
      return addCriterionImage(app.db, app.config.dataDir, request.params.id, file);
    },
  );
  app.delete(
    REVIEW_PATHS.adminImage,
    {
      config: { permissions: [area, 'update_criteria_products'] },
      schema: { tags, params: criterionImageParamSchema, response: { 200: reviewCriterionSchema } },
    },
    (request) => removeCriterionImage(app.db, request.params.id, request.params.image),
  );
};
