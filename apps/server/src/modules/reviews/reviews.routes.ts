import {
  adminReviewListReplySchema,
  adminReviewsQuerySchema,
  idParamSchema,
  myReviewReplySchema,
  productReviewsQuerySchema,
  productReviewsReplySchema,
  productSlugParamSchema,
  profileReviewsReplySchema,
  REVIEW_WRITE_PATHS,
  reviewBodySchema,
  reviewDecisionBodySchema,
  reviewImageParamSchema,
  reviewReplyBodySchema,
  reviewReplyReplySchema,
  reviewReplySchema,
  reviewSchema,
  reviewsApproveBodySchema,
  reviewsApprovedReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { filesFrom } from '../../lib/uploaded-files';
import { requireUser } from '../../plugins/access';
import { countAttempt, minutes } from '../throttle';
import { approveReviews, decideReview, listReviews } from './moderation.service';
import { removeReply, replyToReview } from './reply.service';
import { tellAuthor, tellAuthorOfReply } from './review-mails';
import {
  addReviewImage,
  myReview,
  productReviews,
  profileReviews,
  removeReviewImage,
  writeReview,
} from './reviews.service';

const tags = ['reviews'];
/** A shopper writes a handful of reviews a day; more from one account is a script. */
const WRITES_PER_HOUR = 30;
/** Uploads are bounded per account as well: a review takes a few pictures, tried again now and then. */
const IMAGES_PER_HOUR = 30;

/** Shoppers write and read reviews; staff moderate them (SPEC §6 rating_products, status_rating_products). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tell = (review: Parameters<typeof tellAuthor>[3]) =>
    app.background.run('review decision mail', () =>
      tellAuthor(app.db, app.mailer, app.config.publicUrl, review),
    );

  app.get(
    REVIEW_WRITE_PATHS.product,
    {
      schema: {
        tags,
        params: productSlugParamSchema,
        querystring: productReviewsQuerySchema,
        response: { 200: productReviewsReplySchema },
      },
    },
    (request) => productReviews(app.db, request.params.slug, request.query.page),
  );

  app.get(
    REVIEW_WRITE_PATHS.mine,
    {
      config: { auth: 'user' },
      schema: { tags, params: productSlugParamSchema, response: { 200: myReviewReplySchema } },
    },
    (request) => myReview(app.db, requireUser(request).id, request.params.slug),
  );
  app.put(
    REVIEW_WRITE_PATHS.mine,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        params: productSlugParamSchema,
        body: reviewBodySchema,
        response: { 200: reviewReplySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await countAttempt(app.db, {
        key: `review-write:${user.id}`,
        limit: { max: WRITES_PER_HOUR, windowMs: minutes(60) },
      });
      const review = await writeReview(app.db, user.id, request.params.slug, request.body, request.locale);
      return { message: translate('review_saved', request.locale), review };
    },
  );
  // Multipart: the picture is judged by its bytes in the service.
  app.post(
    REVIEW_WRITE_PATHS.images,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: productSlugParamSchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await countAttempt(app.db, {
        key: `review-image:${user.id}`,
        limit: { max: IMAGES_PER_HOUR, windowMs: minutes(60) },
      });
      const [file, ...more] = filesFrom(request.body, 'image');
      if (!file || more.length) throw invalidFields({ image: ['single_file_required'] });
      return addReviewImage(app.db, app.config.dataDir, user.id, request.params.slug, file);
    },
  );
  app.delete(
    REVIEW_WRITE_PATHS.image,
    {
      config: { auth: 'user' },
      schema: { tags, params: reviewImageParamSchema, response: { 200: reviewSchema } },
    },
    (request) =>
      removeReviewImage(app.db, requireUser(request).id, request.params.slug, request.params.image),
  );

  app.get(
    REVIEW_WRITE_PATHS.profile,
    { config: { auth: 'user' }, schema: { tags, response: { 200: profileReviewsReplySchema } } },
    (request) => profileReviews(app.db, requireUser(request).id),
  );

  app.get(
    REVIEW_WRITE_PATHS.adminList,
    {
      config: { permissions: ['rating_products'] },
      schema: { tags, querystring: adminReviewsQuerySchema, response: { 200: adminReviewListReplySchema } },
    },
    (request) => listReviews(app.db, request.query),
  );
  app.post(
    REVIEW_WRITE_PATHS.adminDecision,
    {
      config: { permissions: ['rating_products', 'status_rating_products'] },
      schema: {
        tags,
        params: idParamSchema,
        body: reviewDecisionBodySchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => {
      const review = await decideReview(app.db, request.params.id, request.body);
      tell(review);
      return review;
    },
  );
  app.post(
    REVIEW_WRITE_PATHS.adminApprove,
    {
      config: { permissions: ['rating_products', 'status_rating_products'] },
      schema: { tags, body: reviewsApproveBodySchema, response: { 200: reviewsApprovedReplySchema } },
    },
    async (request) => {
      const approved = await approveReviews(app.db, request.body.ids);
      for (const review of approved) tell(review);
      return {
        message: translate('reviews_approved', request.locale, { count: approved.length }),
        approved: approved.length,
      };
    },
  );

  app.put(
    REVIEW_WRITE_PATHS.adminReply,
    {
      config: { permissions: ['rating_products', 'status_rating_products'] },
      schema: {
        tags,
        params: idParamSchema,
        body: reviewReplyBodySchema,
        response: { 200: reviewReplyReplySchema },
      },
    },
    async (request) => {
      const { review, first } = await replyToReview(
        app.db,
        request.params.id,
        requireUser(request).id,
        request.body.text,
      );
      if (first)
        app.background.run('review reply mail', () =>
          tellAuthorOfReply(app.db, app.mailer, app.config.publicUrl, review),
        );
      return { message: translate('review_reply_saved', request.locale), review };
    },
  );
  app.delete(
    REVIEW_WRITE_PATHS.adminReply,
    {
      config: { permissions: ['rating_products', 'status_rating_products'] },
      schema: { tags, params: idParamSchema, response: { 200: reviewReplyReplySchema } },
    },
    async (request) => ({
      message: translate('review_reply_removed', request.locale),
      review: await removeReply(app.db, request.params.id),
    }),
  );
};
