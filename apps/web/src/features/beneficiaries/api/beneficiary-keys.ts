import { BENEFICIARY_PATHS } from '@shop/contracts';

/**
 * Query keys of the shopper's beneficiaries. The whole address book is one reply under the root key, the one the
 * checkout reads too, so a beneficiary added or changed here shows there.
 */
export const beneficiaryKeys = {
  all: ['beneficiaries'] as const,
  list: () => beneficiaryKeys.all,
};

/** The API path of one beneficiary. */
export function beneficiaryApiPath(id: number): string {
  return BENEFICIARY_PATHS.one.replace(':id', String(id));
}
