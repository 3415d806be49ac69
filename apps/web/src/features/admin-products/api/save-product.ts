import { PRODUCT_PATHS, type Product, type ProductBody } from '@shop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys, productPaths } from './product-keys';

/**
 * Every change answers with the whole product: it becomes the cached detail, and the lists and its price history
 * (a save may have changed its prices) are refreshed.
 */
export function storeProduct(queryClient: QueryClient, product: Product) {
  queryClient.setQueryData(productKeys.detail(product.slug), product);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: productKeys.priceChanges(product.slug) }),
    queryClient.invalidateQueries({ queryKey: productKeys.shopPriceChanges() }),
  ]);
}

export function createProduct(body: ProductBody): Promise<Product> {
  return api<Product>(PRODUCT_PATHS.list, { method: 'POST', body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}

export interface UpdateProductInput {
  slug: string;
  body: ProductBody;
}

export function updateProduct({ slug, body }: UpdateProductInput): Promise<Product> {
  return api<Product>(productPaths.one(slug), { method: 'PUT', body });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => storeProduct(queryClient, product),
  });
}
