import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReplyCache } from './reply-cache';
import { seoRoutes } from './seo/seo.routes';
import { storefrontRoutes } from './storefront.routes';

export { refreshBestSellers } from './best-sellers';
export { onSale, type Viewer } from './card-query';
export { type ReplyCache, replyCache } from './reply-cache';
export { storefrontPageHtml } from './seo/seo.routes';
export { storeCoins } from './store-coins';

/** The catalogue API under /api, and the sitemap and robots.txt at the site's root. */
export const storefrontModule: FastifyPluginAsyncZod<{ replies: ReplyCache }> = async (app, { replies }) => {
  await app.register(storefrontRoutes, { prefix: '/api', replies });
  await app.register(seoRoutes);
};
