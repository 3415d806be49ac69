import type { Product, VariationsBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productPaths } from './product-keys';
import { storeProduct } from './save-product';

export interface SaveVariationsInput {
  slug: string;
  body: VariationsBody;
}

/** The whole set at once: variations left out are removed, those sent with their id are kept. */
export function saveVariations({ slug, body }: SaveVariationsInput): Promise<Product> {
  return api<Product>(productPaths.variations(slug), { method: 'PUT', body });
}

export function useSaveVariations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVariations,
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}
