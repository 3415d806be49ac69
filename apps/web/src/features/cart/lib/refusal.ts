import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/** Why the server refused a change, in its own words: the quantity's reason first, since it says more. */
export function refusalOf(error: unknown): string {
  const reason = error instanceof ApiError ? Object.values(error.body.errors ?? {}).flat()[0] : undefined;
  return reason ?? errorMessage(error);
}
