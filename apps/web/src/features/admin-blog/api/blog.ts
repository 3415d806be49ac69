import {
  type AdminBlogPostListReply,
  type AdminBlogPostsQuery,
  BLOG_PATHS,
  type BlogPost,
  type BlogPostBody,
  type BlogTerm,
  type BlogTermBody,
  type BlogTermKind,
  type BlogTermListQuery,
  type BlogTermListReply,
  fillPath,
  PER_PAGE_MAX,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentIndexQuery } from '../../../lib/content-index';

/** The SPEC's back-office addresses of the blog. */
export const POSTS_SCREEN = '/admin/blogs/posts';
export const termsScreen = (kind: BlogTermKind) => `/admin/blogs/${kind}`;

/** Query keys, from the widest to the narrowest. */
export const blogKeys = {
  all: ['admin-blog'] as const,
  postLists: () => [...blogKeys.all, 'posts'] as const,
  postList: (query: AdminBlogPostsQuery) => [...blogKeys.postLists(), query] as const,
  post: (id: number) => [...blogKeys.all, 'post', id] as const,
  terms: (kind: BlogTermKind) => [...blogKeys.all, kind] as const,
  termList: (kind: BlogTermKind, query: BlogTermListQuery) => [...blogKeys.terms(kind), query] as const,
  term: (kind: BlogTermKind, id: number) => [...blogKeys.terms(kind), 'term', id] as const,
};

const postPath = (id: number) => fillPath(BLOG_PATHS.adminPost, { id });
const termsPath = (kind: BlogTermKind) => fillPath(BLOG_PATHS.adminTerms, { kind });
const termPath = (kind: BlogTermKind, id: number) => fillPath(BLOG_PATHS.adminTerm, { kind, id });

export function usePosts(query: AdminBlogPostsQuery) {
  return useQuery({
    queryKey: blogKeys.postList(query),
    queryFn: ({ signal }) => api<AdminBlogPostListReply>(BLOG_PATHS.adminPosts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePost(id: number) {
  return useQuery({
    queryKey: blogKeys.post(id),
    queryFn: ({ signal }) => api<BlogPost>(postPath(id), { signal }),
  });
}

/**
 * Every change drops the back office's copies, the storefront's blog (`['blog']`) and its content index, which says
 * whether the storefront links to the blog at all.
 */
function useBlogMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['blog'] });
      void queryClient.invalidateQueries({ queryKey: contentIndexQuery.queryKey });
      return queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}

/** POST without an id, PUT with one. */
export const useSavePost = () =>
  useBlogMutation(({ id, body }: { id?: number; body: BlogPostBody }) =>
    id === undefined
      ? api<BlogPost>(BLOG_PATHS.adminPosts, { method: 'POST', body })
      : api<BlogPost>(postPath(id), { method: 'PUT', body }),
  );

export const useDeletePost = () =>
  useBlogMutation((id: number) => api<void>(postPath(id), { method: 'DELETE' }));

export const useUploadCover = () =>
  useBlogMutation(({ id, file }: { id: number; file: File }) => {
    const body = new FormData();
    body.append('image', file);
    return api<BlogPost>(fillPath(BLOG_PATHS.adminPostCover, { id }), { method: 'POST', body });
  });

export function useTerms(kind: BlogTermKind, query: BlogTermListQuery) {
  return useQuery({
    queryKey: blogKeys.termList(kind, query),
    queryFn: ({ signal }) => api<BlogTermListReply>(termsPath(kind), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One category or keyword: the one an address names when it is not on the list's page (`enabled` says so). */
export function useTerm(kind: BlogTermKind, id: number, enabled: boolean) {
  return useQuery({
    queryKey: blogKeys.term(kind, id),
    queryFn: ({ signal }) => api<BlogTerm>(termPath(kind, id), { signal }),
    enabled,
  });
}

/** Every category or keyword, for the post form's choices. */
export const useAllTerms = (kind: BlogTermKind) =>
  useTerms(kind, { page: 1, per_page: PER_PAGE_MAX, sort: 'name' });

export const useSaveTerm = (kind: BlogTermKind) =>
  useBlogMutation(({ id, body }: { id?: number; body: BlogTermBody }) =>
    id === undefined
      ? api<BlogTerm>(termsPath(kind), { method: 'POST', body })
      : api<BlogTerm>(termPath(kind, id), { method: 'PUT', body }),
  );

export const useDeleteTerm = (kind: BlogTermKind) =>
  useBlogMutation((id: number) => api<void>(termPath(kind, id), { method: 'DELETE' }));
