import { ApiError } from './api-client';
import { i18n } from './i18n';
import { isOffline, OfflineError } from './offline';

/**
 * The message to show for a failed call: the server's (already in the user's language) or a network one.
 * Apart from forms.ts so that screens showing errors do not load the validation texts of forms with it.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body.message;
  if (error instanceof OfflineError) return i18n.t('common:offline_write');
  // A read the service worker had no copy of (a page never seen): the server is not the one to blame.
  if (isOffline()) return i18n.t('common:offline_read');
  return i18n.t('common:network_error');
}
