import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

/**
 * A refused save: the API's field messages go beside their inputs (paths prefixed when the form nests the
 * document), and a notification says it too, since the field may sit on another tab of the same document.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form's values are accepted; only errors are set.
export function showSaveError(form: UseFormReturnType<any>, error: unknown, prefix = ''): void {
  if (error instanceof ApiError && error.body.errors) {
    form.setErrors(
      Object.fromEntries(
        Object.entries(error.body.errors).map(([field, messages]) => [
          field === '_' && prefix ? prefix.replace(/\.$/, '') : `${prefix}${field}`,
          messages[0] ?? '',
        ]),
      ),
    );
  }
  notifyError(error);
}
