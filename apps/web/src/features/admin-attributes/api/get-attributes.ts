import { ATTRIBUTE_PATHS, type AttributeListQuery, type AttributeListReply } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attributeKeys } from './attribute-keys';

export function getAttributes(query: AttributeListQuery, signal?: AbortSignal): Promise<AttributeListReply> {
  return api<AttributeListReply>(ATTRIBUTE_PATHS.list, { query, signal });
}

export function attributesQueryOptions(query: AttributeListQuery) {
  return queryOptions({
    queryKey: attributeKeys.list(query),
    queryFn: ({ signal }) => getAttributes(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAttributes(query: AttributeListQuery) {
  return useQuery(attributesQueryOptions(query));
}
