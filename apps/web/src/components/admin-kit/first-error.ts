/**
 * After a failed submit, brings the first field with an error into view and into focus, so a keyboard or
 * screen-reader user lands where the problem is. Runs after React has painted the errors.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
