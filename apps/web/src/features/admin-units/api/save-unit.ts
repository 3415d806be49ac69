import { UNIT_PATHS, type Unit, type UnitBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unitKeys, unitPath } from './unit-keys';

export interface SaveUnitInput {
  /** Absent to create a unit. */
  id?: number;
  body: UnitBody;
}

/** One dialog creates and edits, so one call does both: POST without an id, PUT with one. */
export function saveUnit({ id, body }: SaveUnitInput): Promise<Unit> {
  return id === undefined
    ? api<Unit>(UNIT_PATHS.list, { method: 'POST', body })
    : api<Unit>(unitPath(id), { method: 'PUT', body });
}

export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.lists() }),
  });
}
