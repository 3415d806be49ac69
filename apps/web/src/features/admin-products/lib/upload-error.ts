import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/** Why the server refused an upload, in its words: the file field's reason says more than the summary. */
export function uploadRefusal(error: unknown, field: string): string {
  if (error instanceof ApiError) {
    const reasons = error.body.errors ?? {};
    return reasons[field]?.[0] ?? Object.values(reasons).flat()[0] ?? error.body.message;
  }
  return errorMessage(error);
}
