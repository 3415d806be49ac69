import type { Term, TermBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attributeKeys, termPath, termsPath } from './attribute-keys';

export interface SaveTermInput {
  attributeId: number;
  /** Absent to add a term. */
  termId?: number;
  body: TermBody;
}

/** One dialog adds and edits terms: POST without a term id, PUT with one. */
export function saveTerm({ attributeId, termId, body }: SaveTermInput): Promise<Term> {
  return termId === undefined
    ? api<Term>(termsPath(attributeId), { method: 'POST', body })
    : api<Term>(termPath(attributeId, termId), { method: 'PUT', body });
}

export function useSaveTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTerm,
    // The detail holds the terms; the list shows how many there are.
    onSuccess: (_, { attributeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attributeKeys.detail(attributeId) }),
        queryClient.invalidateQueries({ queryKey: attributeKeys.lists() }),
      ]),
  });
}
