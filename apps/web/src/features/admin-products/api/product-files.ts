import type { Product } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productPaths } from './product-keys';
import { storeProduct } from './save-product';

export function uploadImages({ slug, files }: { slug: string; files: File[] }): Promise<Product> {
  const body = new FormData();
  for (const file of files) body.append('image', file);
  return api<Product>(productPaths.images(slug), { method: 'POST', body });
}

export function setMainImage({ slug, id }: { slug: string; id: number }): Promise<Product> {
  return api<Product>(productPaths.imageMain(slug, id), { method: 'PATCH' });
}

export function deleteImage({ slug, id }: { slug: string; id: number }): Promise<Product> {
  return api<Product>(productPaths.image(slug, id), { method: 'DELETE' });
}

/** One pdf or docx; a new one replaces the current sheet. */
export function uploadSpecSheet({ slug, file }: { slug: string; file: File }): Promise<Product> {
  const body = new FormData();
  body.append('file', file);
  return api<Product>(productPaths.specSheet(slug), { method: 'POST', body });
}

/** A mutation whose reply is the product, kept as the cached detail. */
function useProductMutation<I>(mutationFn: (input: I) => Promise<Product>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (product) => storeProduct(queryClient, product) });
}

export const useUploadImages = () => useProductMutation(uploadImages);
export const useSetMainImage = () => useProductMutation(setMainImage);
export const useDeleteImage = () => useProductMutation(deleteImage);
export const useUploadSpecSheet = () => useProductMutation(uploadSpecSheet);
