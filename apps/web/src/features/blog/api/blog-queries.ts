import {
  BLOG_PATHS,
  type BlogPostsQuery,
  type BlogPostsReply,
  type BlogTopicsReply,
  fillPath,
  type PublicBlogPost,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const STALE = 5 * 60 * 1000;

/** /blog's filters as the page's address carries them (`?category=recetas&keyword=cafe&search=…&page=2`). */
export function blogQueryOf(params: URLSearchParams): BlogPostsQuery {
  const page = Number(params.get('page'));
  const text = (name: string) => params.get(name)?.trim().slice(0, 100) || undefined;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    category: text('category'),
    keyword: text('keyword'),
    search: text('search'),
  };
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
