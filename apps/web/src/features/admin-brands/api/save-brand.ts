import { BRAND_PATHS, type Brand, type BrandBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brandKeys, brandPath } from './brand-keys';

export interface SaveBrandInput {
  /** Absent to create a brand. */
  id?: number;
  body: BrandBody;
}

/** One dialog creates and edits, so one call does both: POST without an id, PUT with one. */
export function saveBrand({ id, body }: SaveBrandInput): Promise<Brand> {
  return id === undefined
    ? api<Brand>(BRAND_PATHS.list, { method: 'POST', body })
    : api<Brand>(brandPath(id), { method: 'PUT', body });
}

export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.lists() }),
  });
}
