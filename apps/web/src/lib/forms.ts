import type { UseFormReturnType } from '@mantine/form';
import { fieldErrors, type Locale } from '@shop/contracts';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { focusFirstError } from './focus-invalid-field';
import { i18n } from './i18n';

/**
 * A Mantine `validate` function from a contract schema: the same rules and the same words as the API
 * (`useForm({ validate: zodValidate(registerBodySchema) })`).
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values, { reportInput: true });
    if (result.success) return {};
    const errors = fieldErrors(result.error.issues, i18n.language as Locale);
    return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
  };
}

/** The API's first message for each field it refused ("lines.0.received"), or null when the error was not about fields. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.body.errors) return null;
  return Object.fromEntries(
    Object.entries(error.body.errors).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}

/**
 * Puts the API's per-field messages on the form and focuses the first field refused; true when the error was about
 * fields. `prefix` places them when the form nests the document it sends (`orders.` for a settings tab; the
 * document's own `_` error goes on it).
 */
// biome-ignore lint/suspicious/noExplicitAny: any form's values are accepted; only errors are set.
export function applyServerErrors(form: UseFormReturnType<any>, error: unknown, prefix = ''): boolean {
  const errors = serverFieldErrors(error);
  if (!errors) return false;
  const placed = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field === '_' && prefix ? prefix.replace(/\.$/, '') : `${prefix}${field}`,
      message,
    ]),
  );
  form.setErrors(placed);
  // As after the form's own checks: the first field refused gets the focus, and its message is read with it,
  // rather than the focus staying on the button with the refusal unheard above it.
  const field = Object.keys(placed)
    .map((path) => form.getInputNode(path))
    .find((node) => node);
  focusFirstError(field?.closest('form') ?? null);
  return true;
}
