import { PRODUCT_IMPORT_PATH, type ProductImportReply } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** Checks a spreadsheet of products (`dryRun`), or makes and changes them all (decisions 094 and 095). */
export function importProducts({
  file,
  dryRun,
}: {
  file: File;
  dryRun: boolean;
}): Promise<ProductImportReply> {
  const body = new FormData();
  body.append('dry_run', String(dryRun));
  body.append('file', file);
  return api<ProductImportReply>(PRODUCT_IMPORT_PATH, { method: 'POST', body });
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    onSuccess: (reply) => {
      if (reply.created || reply.updated) return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
