import type { Product, ProductToggleBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productPaths } from './product-keys';
import { storeProduct } from './save-product';

export interface ToggleProductInput {
  slug: string;
  body: ProductToggleBody;
}

/** Switches `active` or `visible` alone, without sending the rest of the product. */
export function toggleProduct({ slug, body }: ToggleProductInput): Promise<Product> {
  return api<Product>(productPaths.toggle(slug), { method: 'PATCH', body });
}

export function useToggleProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleProduct,
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}
