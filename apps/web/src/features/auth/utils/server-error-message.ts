import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { applyServerErrors } from '../../../lib/forms';

/**
 * Puts the server's field messages under their inputs and returns what is left to show elsewhere:
 * a message about a field the form does not show (an expired reset token), a 429, a network failure…
 * Null when every message found its input.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form's values are accepted; only errors are set.
export function serverErrorMessage(form: UseFormReturnType<any>, error: unknown): string | null {
  applyServerErrors(form, error);
  if (!(error instanceof ApiError) || !error.body.errors) return errorMessage(error);
  const shown = Object.keys(form.getValues());
  const stray = Object.entries(error.body.errors).find(([field]) => !shown.includes(field));
  return stray ? (stray[1][0] ?? error.body.message) : null;
}
