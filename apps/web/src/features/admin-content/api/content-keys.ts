import { CONTENT_PATHS, type ContentPageListQuery, type FaqListQuery, fillPath } from '@shop/contracts';

/** Query keys of the back office's pages and questions, from the widest to the narrowest. */
export const contentKeys = {
  all: ['admin-content'] as const,
  pageLists: () => [...contentKeys.all, 'pages'] as const,
  pageList: (query: ContentPageListQuery) => [...contentKeys.pageLists(), query] as const,
  page: (id: number) => [...contentKeys.all, 'page', id] as const,
  faqLists: () => [...contentKeys.all, 'faqs'] as const,
  faqList: (query: FaqListQuery) => [...contentKeys.faqLists(), query] as const,
};

export const contentPagePath = (id: number) => fillPath(CONTENT_PATHS.adminPage, { id });
export const faqPath = (id: number) => fillPath(CONTENT_PATHS.adminFaq, { id });

/** The SPEC's settings partials InformationSection and FrequentAsks, as back-office screens. */
export const CONTENT_PAGES_SCREEN = '/admin/settings/Information';
export const contentPageScreen = (id: number) => `${CONTENT_PAGES_SCREEN}/${id}`;
export const FAQS_SCREEN = '/admin/settings/FrequentAsks';
