// The storefront's catalogue: home, listings, search, product pages, SEO. Routes: storefront.routes.ts,
// seo/seo.routes.ts.
export { refreshBestSellers } from './best-sellers';
export type { Viewer } from './card-query';
export { COMPRESS_THRESHOLD, type ReplyCache, replyCache } from './reply-cache';
export { storefrontPageHtml } from './seo/seo.routes';
