import type { Attribute, AttributeBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attributeKeys, attributePath } from './attribute-keys';

export interface UpdateAttributeInput {
  id: number;
  body: AttributeBody;
}

export function updateAttribute({ id, body }: UpdateAttributeInput): Promise<Attribute> {
  return api<Attribute>(attributePath(id), { method: 'PUT', body });
}

export function useUpdateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttribute,
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attributeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: attributeKeys.detail(id) }),
      ]),
  });
}
