import type { z } from 'zod';
import type { Locale } from './common';

/**
 * Validation texts shared by the API replies and the web forms, so a rule reads the same wherever it fails.
 * A schema names one of these keys as its custom message (`{ error: 'phone_invalid' }`).
 */
const MESSAGES = {
  required: { 'es-ES': 'Este campo es requerido', 'en-US': 'This field is required' },
  invalid: { 'es-ES': 'Valor no válido', 'en-US': 'Invalid value' },
  invalid_type: { 'es-ES': 'Tipo de dato no válido', 'en-US': 'Invalid data type' },
  email: { 'es-ES': 'Correo electrónico no válido', 'en-US': 'Invalid e-mail address' },
  url: { 'es-ES': 'Dirección web no válida', 'en-US': 'Invalid web address' },
  too_short: { 'es-ES': 'Debe tener al menos {n} caracteres', 'en-US': 'Must be at least {n} characters' },
  too_long: { 'es-ES': 'No puede tener más de {n} caracteres', 'en-US': 'Must be at most {n} characters' },
  too_small_number: { 'es-ES': 'Debe ser como mínimo {n}', 'en-US': 'Must be at least {n}' },
  too_big_number: { 'es-ES': 'Debe ser como máximo {n}', 'en-US': 'Must be at most {n}' },
  too_few_items: { 'es-ES': 'Elija al menos {n}', 'en-US': 'Choose at least {n}' },
  too_many_items: { 'es-ES': 'Elija como máximo {n}', 'en-US': 'Choose at most {n}' },
  not_integer: { 'es-ES': 'Debe ser un número entero', 'en-US': 'Must be a whole number' },
  one_of: { 'es-ES': 'Debe ser uno de: {values}', 'en-US': 'Must be one of: {values}' },
  unknown_field: { 'es-ES': 'Campo no permitido', 'en-US': 'Field not allowed' },
  phone_invalid: { 'es-ES': 'Formato de teléfono no válido.', 'en-US': 'Invalid phone format.' },
  pin_digits: {
    'es-ES': 'El PIN debe tener exactamente 4 dígitos',
    'en-US': 'The PIN must have exactly 4 digits',
  },
  password_confirmation: {
    'es-ES': 'La confirmación de la contraseña no coincide',
    'en-US': 'The password confirmation does not match',
  },
  password_weak: {
    'es-ES': 'La contraseña debe tener al menos 8 caracteres, con letras y números',
    'en-US': 'The password must have at least 8 characters, with letters and numbers',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageKey = keyof typeof MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(MESSAGES, value);
}

export function validationMessage(
  key: ValidationMessageKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

type Issue = z.core.$ZodIssue & { input?: unknown };

/** The text of one zod issue in the given language. Parse with `reportInput: true` to tell missing from wrong. */
export function issueMessage(issue: Issue, locale: Locale): string {
  if (isValidationMessageKey(issue.message)) return validationMessage(issue.message, locale);
  switch (issue.code) {
    case 'invalid_type':
      return validationMessage(
        issue.input === undefined || issue.input === null ? 'required' : 'invalid_type',
        locale,
      );
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') {
        return validationMessage(n <= 1 ? 'required' : 'too_short', locale, { n });
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return validationMessage('too_few_items', locale, { n });
      return validationMessage('too_small_number', locale, { n });
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return validationMessage('too_long', locale, { n });
      if (issue.origin === 'array' || issue.origin === 'set')
        return validationMessage('too_many_items', locale, { n });
      return validationMessage('too_big_number', locale, { n });
    }
    case 'invalid_format':
      if (issue.format === 'email') return validationMessage('email', locale);
      if (issue.format === 'url') return validationMessage('url', locale);
      return validationMessage('invalid', locale);
    case 'invalid_value':
      return validationMessage('one_of', locale, { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return validationMessage('unknown_field', locale);
    default:
      return validationMessage('invalid', locale);
  }
}

/** Groups the issues by field path (`a.b.0`), as the API's `errors` object. */
export function fieldErrors(issues: readonly Issue[], locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const messages = out[key] ?? [];
    const text = issueMessage(issue, locale);
    if (!messages.includes(text)) messages.push(text);
    out[key] = messages;
  }
  return out;
}
