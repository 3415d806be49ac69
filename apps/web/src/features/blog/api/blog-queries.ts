import {
  BLOG_PATHS,
  type BlogPostsQuery,
  type BlogPostsReply,
  type BlogTopicsReply,
  blogPostsQuerySchema,
  fillPath,
  type PublicBlogPost,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { zodQueryReader } from '../../../lib/use-list-params';

const STALE = 5 * 60 * 1000;

const blogQueryReader = zodQueryReader(blogPostsQuerySchema);

/**
 * /blog's filters as the page's address carries them (`?category=recetas&keyword=cafe&search=…&page=2`), read with
 * the API's own schema: a value it would refuse (a page past its bounds, a search too long) takes its default
 * rather than failing the page, as the catalogue's and the back office's lists read theirs. A blank value is none.
 */
export function blogQueryOf(params: URLSearchParams): BlogPostsQuery {
  return blogQueryReader.read(Object.fromEntries([...params].filter(([, value]) => value.trim() !== '')));
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

export const useBlogPosts = (query: BlogPostsQuery) => useQuery(blogPostsQuery(query));
export const useBlogPost = (slug: string) => useQuery(blogPostQuery(slug));
export const useBlogTopics = () => useQuery(blogTopicsQuery);
