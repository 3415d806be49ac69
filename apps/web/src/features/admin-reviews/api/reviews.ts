import {
  type AdminReviewListReply,
  type AdminReviewsQuery,
  fillPath,
  REVIEW_WRITE_PATHS,
  type Review,
  type ReviewDecisionBody,
  type ReviewReplyReply,
  type ReviewsApprovedReply,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const reviewsKey = ['admin-reviews', 'reviews'] as const;

export function useAdminReviews(query: AdminReviewsQuery) {
  return useQuery({
    queryKey: [...reviewsKey, query],
    queryFn: ({ signal }) => api<AdminReviewListReply>(REVIEW_WRITE_PATHS.adminList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every decision drops the list and the storefront's copies of the product's reviews. */
function useReviewMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
      return queryClient.invalidateQueries({ queryKey: reviewsKey });
    },
  });
}

export const useDecideReview = () =>
  useReviewMutation(({ id, body }: { id: number; body: ReviewDecisionBody }) =>
    api<Review>(fillPath(REVIEW_WRITE_PATHS.adminDecision, { id }), { method: 'POST', body }),
  );

export const useApproveReviews = () =>
  useReviewMutation((ids: number[]) =>
    api<ReviewsApprovedReply>(REVIEW_WRITE_PATHS.adminApprove, {
      method: 'POST',
      body: { ids },
    }),
  );

/** The shop's public answer to a published review (decision 102), written or changed. */
export const useReplyToReview = () =>
  useReviewMutation(({ id, text }: { id: number; text: string }) =>
    api<ReviewReplyReply>(fillPath(REVIEW_WRITE_PATHS.adminReply, { id }), {
      method: 'PUT',
      body: { text },
    }),
  );

export const useRemoveReply = () =>
  useReviewMutation((id: number) =>
    api<ReviewReplyReply>(fillPath(REVIEW_WRITE_PATHS.adminReply, { id }), { method: 'DELETE' }),
  );
