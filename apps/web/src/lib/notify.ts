import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { toasts } from './toasts';

export function notifySuccess(message: string) {
  void toasts().then((store) => store.show({ color: 'green', message }));
}

/** Something the user should know that is neither a failure nor what they asked for (a picture already there). */
export function notifyNotice(message: string) {
  void toasts().then((store) => store.show({ color: 'blue', message }));
}

/** Something that could not be done, already in the user's words (one of several in a bulk action). */
export function notifyRefusal(message: string) {
  void toasts().then((store) => store.show({ color: 'red', message }));
}

/**
 * A failed call the screen cannot show beside a field (403, 409, network, a rule about a field not on screen):
 * red, with the server's own words, the field's reason first since it says more than the summary.
 */
export function notifyError(error: unknown) {
  const reason = error instanceof ApiError ? Object.values(error.body.errors ?? {}).flat()[0] : undefined;
  const message = reason ?? errorMessage(error);
  void toasts().then((store) => store.show({ color: 'red', message }));
}
