// The storefront's banners (SPEC §3 Banner). Routes: banners.routes.ts.
export { banners } from './banners.table';
export { seedDemoBanners } from './demo-seed';
