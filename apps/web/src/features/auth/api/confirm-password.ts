import { AUTH_PATHS, type ConfirmPasswordBody } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Marks the session as recently confirmed, which protected actions require. */
export function confirmPassword(body: ConfirmPasswordBody): Promise<unknown> {
  return api<unknown>(AUTH_PATHS.confirmPassword, { method: 'POST', body });
}

export function useConfirmPassword() {
  return useMutation({ mutationFn: confirmPassword });
}
