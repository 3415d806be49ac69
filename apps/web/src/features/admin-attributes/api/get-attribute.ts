import type { AttributeDetail } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attributeKeys, attributePath } from './attribute-keys';

/** The attribute with all its terms. */
export function getAttribute(id: number, signal?: AbortSignal): Promise<AttributeDetail> {
  return api<AttributeDetail>(attributePath(id), { signal });
}

export function attributeQueryOptions(id: number) {
  return queryOptions({
    queryKey: attributeKeys.detail(id),
    queryFn: ({ signal }) => getAttribute(id, signal),
  });
}

export function useAttribute(id: number) {
  return useQuery(attributeQueryOptions(id));
}
