import type { FormEvent } from 'react';

/**
 * After a failed submit, brings the first field with an error into view and into focus, so a keyboard or
 * screen-reader user lands where the problem is, rather than on the button with the errors unheard somewhere above.
 * Runs after React has painted the errors.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}

/** `form.onSubmit`'s second argument, for a form's own checks: the first field they refused gets the focus. */
export function focusInvalidField(_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) {
  focusFirstError(event?.currentTarget ?? null);
}
