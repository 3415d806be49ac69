import { PRODUCT_PATHS, type ProductPriceChangeBody, type ProductPriceChangeReply } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export function changePrices(body: ProductPriceChangeBody): Promise<ProductPriceChangeReply> {
  return api<ProductPriceChangeReply>(PRODUCT_PATHS.priceChange, { method: 'POST', body });
}

/** Raises or cuts the prices of many products at once (decision 093); every list and product read again. */
export function useChangePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePrices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
