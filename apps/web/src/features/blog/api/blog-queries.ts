import {
  BLOG_PAGE_MAX,
  BLOG_PATHS,
  BLOG_SLUG_MAX,
  type BlogPostsQuery,
  type BlogPostsReply,
  type BlogTopicsReply,
  fillPath,
  LIST_SEARCH_MAX,
  type PublicBlogPost,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRetryOnMount } from '../../../lib/refusal-on-mount';
import { boundedText, wholeNumber } from '../../../lib/url-values';

const STALE = 5 * 60 * 1000;

/**
 * /blog's filters as the page's address carries them (`?category=recetas&keyword=cafe&search=…&page=2`), read as the
 * API's schema reads them: a value it would refuse (a page past its bounds, a search too long) is none, so the page
 * shows its default rather than failing, as the catalogue reads its own. A blank value is none.
 */
export function blogQueryOf(params: URLSearchParams): BlogPostsQuery {
  const query: BlogPostsQuery = { page: wholeNumber(params.get('page'), 1, BLOG_PAGE_MAX) ?? 1 };
  const texts = { category: BLOG_SLUG_MAX, keyword: BLOG_SLUG_MAX, search: LIST_SEARCH_MAX };
  for (const [name, max] of Object.entries(texts) as Array<[keyof typeof texts, number]>) {
    const value = boundedText(params.get(name), max);
    if (value) query[name] = value;
  }
  return query;
}

export function blogPostsQuery(query: BlogPostsQuery) {
  return queryOptions({
    queryKey: ['blog', 'posts', query],
    queryFn: ({ signal }) => api<BlogPostsReply>(BLOG_PATHS.posts, { query, signal }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export function blogPostQuery(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', slug.toLowerCase()],
    queryFn: ({ signal }) => api<PublicBlogPost>(fillPath(BLOG_PATHS.post, { slug }), { signal }),
    staleTime: STALE,
  });
}

export const blogTopicsQuery = queryOptions({
  queryKey: ['blog', 'topics'],
  queryFn: ({ signal }) => api<BlogTopicsReply>(BLOG_PATHS.topics, { signal }),
  staleTime: STALE,
});

export function useBlogPosts(query: BlogPostsQuery) {
  const options = blogPostsQuery(query);
  return useQuery({ ...options, retryOnMount: useRetryOnMount(options.queryKey) });
}
export const useBlogPost = (slug: string) => useQuery(blogPostQuery(slug));
export const useBlogTopics = () => useQuery(blogTopicsQuery);
