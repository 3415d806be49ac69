import type { AttributeListQuery } from '@shop/contracts';
import { ATTRIBUTE_PATHS, fillPath } from '@shop/contracts';

/** Query keys of the product attributes, from the widest to the narrowest; an attribute's terms sit in its detail. */
export const attributeKeys = {
  all: ['admin-attributes'] as const,
  lists: () => [...attributeKeys.all, 'list'] as const,
  list: (query: AttributeListQuery) => [...attributeKeys.lists(), query] as const,
  details: () => [...attributeKeys.all, 'detail'] as const,
  detail: (id: number) => [...attributeKeys.details(), id] as const,
};

export function attributePath(id: number): string {
  return fillPath(ATTRIBUTE_PATHS.one, { id });
}

export function termsPath(attributeId: number): string {
  return fillPath(ATTRIBUTE_PATHS.terms, { id: attributeId });
}

export function termPath(attributeId: number, termId: number): string {
  return fillPath(ATTRIBUTE_PATHS.term, { id: attributeId, term_id: termId });
}
