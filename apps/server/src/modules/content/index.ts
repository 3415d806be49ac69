// The shop's own pages and frequent questions. Routes: content.routes.ts.

export { contentPages, faqs } from './content.table';
export { contentIndex, publishedPage } from './content-pages.service';
export { seedDemoContent } from './demo-seed';
export { sectionsWithContent } from './sections-with-content';
export { seedFixedPages } from './seed';
