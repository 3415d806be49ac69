import { ATTRIBUTE_PATHS, type Attribute, type AttributeBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attributeKeys } from './attribute-keys';

export function createAttribute(body: AttributeBody): Promise<Attribute> {
  return api<Attribute>(ATTRIBUTE_PATHS.list, { method: 'POST', body });
}

export function useCreateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributeKeys.lists() }),
  });
}
