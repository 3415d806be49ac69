import type { Product } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { productPaths, productScreens } from './product-keys';
import { storeProduct } from './save-product';

export function duplicateProduct(slug: string): Promise<Product> {
  return api<Product>(productPaths.duplicate(slug), { method: 'POST' });
}

/**
 * Makes a copy of a product to start a similar one from (decision 089) and opens it: hidden from the shop and without
 * stock until staff review it, which the notice says.
 */
export function useDuplicateProduct() {
  const { t } = useTranslation('admin-products');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: duplicateProduct,
    onSuccess: (copy) => storeProduct(queryClient, copy),
  });
  const duplicate = (slug: string) =>
    mutation.mutate(slug, {
      onSuccess: (copy) => {
        notifySuccess(t('duplicate.done', { name: copy.name }));
        void navigate(productScreens.edit(copy.slug));
      },
      onError: notifyError,
    });
  return { duplicate, pending: mutation.isPending };
}
