import {
  type CriterionAnswerBody,
  fillPath,
  REVIEW_PATHS,
  type ReviewCriterion,
  type ReviewCriterionBody,
  type ReviewCriterionListReply,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CRITERIA_SCREEN = '/admin/criterias';
const criteriaKey = ['admin-reviews', 'criteria'] as const;

const criterionPath = (id: number) => fillPath(REVIEW_PATHS.adminCriterion, { id });
const answersPath = (id: number) => fillPath(REVIEW_PATHS.adminAnswers, { id });
const answerPath = (id: number, answer: number) => fillPath(REVIEW_PATHS.adminAnswer, { id, answer });

export function useCriteria() {
  return useQuery({
    queryKey: criteriaKey,
    queryFn: ({ signal }) => api<ReviewCriterionListReply>(REVIEW_PATHS.adminCriteria, { signal }),
  });
}

function useCriteriaMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: criteriaKey }),
  });
}

/** POST without an id, PUT with one. */
export const useSaveCriterion = () =>
  useCriteriaMutation(({ id, body }: { id?: number; body: ReviewCriterionBody }) =>
    id === undefined
      ? api<ReviewCriterion>(REVIEW_PATHS.adminCriteria, { method: 'POST', body })
      : api<ReviewCriterion>(criterionPath(id), { method: 'PUT', body }),
  );

export const useDeleteCriterion = () =>
  useCriteriaMutation((id: number) => api<void>(criterionPath(id), { method: 'DELETE' }));

export const useAddAnswer = (criterionId: number) =>
  useCriteriaMutation((body: CriterionAnswerBody) =>
    api<ReviewCriterion>(answersPath(criterionId), { method: 'POST', body }),
  );

export const useRenameAnswer = (criterionId: number) =>
  useCriteriaMutation(({ id, body }: { id: number; body: CriterionAnswerBody }) =>
    api<ReviewCriterion>(answerPath(criterionId, id), { method: 'PUT', body }),
  );

export const useDeleteAnswer = (criterionId: number) =>
  useCriteriaMutation((id: number) =>
    api<ReviewCriterion>(answerPath(criterionId, id), { method: 'DELETE' }),
  );

export const useUploadCriterionImage = (criterionId: number) =>
  useCriteriaMutation((file: File) => {
    const body = new FormData();
    body.append('image', file);
    return api<ReviewCriterion>(fillPath(REVIEW_PATHS.adminImages, { id: criterionId }), {
      method: 'POST',
      body,
    });
  });

export const useRemoveCriterionImage = (criterionId: number) =>
  useCriteriaMutation((image: number) =>
    api<ReviewCriterion>(fillPath(REVIEW_PATHS.adminImage, { id: criterionId, image }), { method: 'DELETE' }),
  );
