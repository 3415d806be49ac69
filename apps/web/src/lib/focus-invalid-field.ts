import type { FormEvent } from 'react';

/**
 * After a refusal, brings the first part in error (`selector` inside `root`) into view and into focus, so a keyboard
 * or screen-reader user lands where the problem is, rather than on the button with the errors unheard somewhere
 * above. Runs after React has painted the errors.
 */
export function focusFirstInError(root: ParentNode | null, selector: string): void {
  requestAnimationFrame(() => {
    const part = root?.querySelector<HTMLElement>(selector);
    if (!part) return;
    part.scrollIntoView({ block: 'center', behavior: 'smooth' });
    part.focus({ preventScroll: true });
  });
}

/** After a failed submit, the form's first field with an error. */
export const focusFirstError = (form: HTMLFormElement | null) =>
  focusFirstInError(form, '[aria-invalid="true"]');

/** `form.onSubmit`'s second argument, for a form's own checks: the first field they refused gets the focus. */
export function focusInvalidField(_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) {
  focusFirstError(event?.currentTarget ?? null);
}
