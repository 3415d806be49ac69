import {
  fillPath,
  TESTIMONIAL_PATHS,
  type Testimonial,
  type TestimonialBody,
  type TestimonialListQuery,
  type TestimonialListReply,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const keys = {
  all: ['admin-testimonials'] as const,
  list: (query: TestimonialListQuery) => [...keys.all, 'list', query] as const,
};

export function useTestimonials(query: TestimonialListQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api<TestimonialListReply>(TESTIMONIAL_PATHS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes the list and drops the front's copy. */
function useTestimonialMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['store', 'testimonials'] });
      return queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

const onePath = (id: number) => fillPath(TESTIMONIAL_PATHS.one, { id });
const photoPath = (id: number) => fillPath(TESTIMONIAL_PATHS.photo, { id });

export const useSaveTestimonial = () =>
  useTestimonialMutation(({ id, body }: { id?: number; body: TestimonialBody }) =>
    id === undefined
      ? api<Testimonial>(TESTIMONIAL_PATHS.list, { method: 'POST', body })
      : api<Testimonial>(onePath(id), { method: 'PUT', body }),
  );

export const useDeleteTestimonial = () =>
  useTestimonialMutation((id: number) => api<void>(onePath(id), { method: 'DELETE' }));

export const useUploadTestimonialPhoto = () =>
  useTestimonialMutation(({ id, file }: { id: number; file: File }) => {
    const body = new FormData();
    body.append('image', file);
    return api<Testimonial>(photoPath(id), { method: 'POST', body });
  });

export const useRemoveTestimonialPhoto = () =>
  useTestimonialMutation((id: number) => api<Testimonial>(photoPath(id), { method: 'DELETE' }));
