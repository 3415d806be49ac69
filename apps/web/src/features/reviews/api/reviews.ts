import {
  fillPath,
  type MyReviewReply,
  type ProductReviewsReply,
  type ProfileReviewsReply,
  REVIEW_WRITE_PATHS,
  type Review,
  type ReviewBody,
  type ReviewReply,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const productReviewsQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['reviews', 'product', slug.toLowerCase(), page],
    queryFn: ({ signal }) =>
      api<ProductReviewsReply>(fillPath(REVIEW_WRITE_PATHS.product, { slug }), { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useProductReviews = (slug: string, page: number) => useQuery(productReviewsQuery(slug, page));

export const useMyReview = (slug: string) =>
  useQuery({
    queryKey: ['reviews', 'mine', slug.toLowerCase()],
    queryFn: ({ signal }) => api<MyReviewReply>(fillPath(REVIEW_WRITE_PATHS.mine, { slug }), { signal }),
  });

export function useWriteReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      api<ReviewReply>(fillPath(REVIEW_WRITE_PATHS.mine, { slug }), {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

export const useProfileReviews = () =>
  useQuery({
    queryKey: ['reviews', 'profile'],
    queryFn: ({ signal }) => api<ProfileReviewsReply>(REVIEW_WRITE_PATHS.profile, { signal }),
  });

export function useReviewImages(slug: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['reviews'] });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return api<Review>(fillPath(REVIEW_WRITE_PATHS.images, { slug }), { method: 'POST', body });
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (image: number) =>
      api<Review>(fillPath(REVIEW_WRITE_PATHS.image, { slug, image }), { method: 'DELETE' }),
    onSuccess,
  });
  return { upload, remove };
}
