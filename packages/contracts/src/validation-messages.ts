import type { z } from 'zod';
import type { Locale } from './common';
import { amountParam, messageParam } from './message-params';

/**
 * Validation texts shared by the API replies and the web forms, so a rule reads the same wherever it fails.
 * A schema names one of these keys as its custom message (`{ error: 'phone_invalid' }`).
 */
const MESSAGES = {
  required: { 'es-ES': 'Este campo es requerido', 'en-US': 'This field is required' },
  invalid: { 'es-ES': 'Valor no válido', 'en-US': 'Invalid value' },
  invalid_type: { 'es-ES': 'Tipo de dato no válido', 'en-US': 'Invalid data type' },
  /** A day that is not on the calendar (2026-02-30) or not written as one. */
  date_invalid: { 'es-ES': 'Fecha no válida', 'en-US': 'Invalid date' },
  whole_number: { 'es-ES': 'Escribe un número entero', 'en-US': 'Enter a whole number' },
  /** Shown by a money field holding a third decimal (`MoneyInput`), where the schema only sees an unreadable amount. */
  amount_decimals: {
    'es-ES': 'Escribe el importe con dos decimales como máximo, como 10 o 10,50',
    'en-US': 'Write the amount with two decimals at most, such as 10 or 10.50',
  },
  email: { 'es-ES': 'Correo electrónico no válido', 'en-US': 'Invalid e-mail address' },
  url: { 'es-ES': 'Dirección web no válida', 'en-US': 'Invalid web address' },
  too_short: { 'es-ES': 'Debe tener al menos {n} caracteres', 'en-US': 'Must be at least {n} characters' },
  too_long: { 'es-ES': 'No puede tener más de {n} caracteres', 'en-US': 'Must be at most {n} characters' },
  too_small_number: { 'es-ES': 'Debe ser como mínimo {n}', 'en-US': 'Must be at least {n}' },
  too_big_number: { 'es-ES': 'Debe ser como máximo {n}', 'en-US': 'Must be at most {n}' },
  /** An amount's bounds (`amountField`), `{n}` written as an amount: "12,50". */
  amount_too_small: { 'es-ES': 'Debe ser como mínimo {n}', 'en-US': 'Must be at least {n}' },
  amount_too_big: { 'es-ES': 'Debe ser como máximo {n}', 'en-US': 'Must be at most {n}' },
  percent_not_zero: {
    'es-ES': 'Escribe un porcentaje distinto de 0',
    'en-US': 'Enter a percentage other than 0',
  },
  too_few_items: { 'es-ES': 'Elige al menos {n}', 'en-US': 'Choose at least {n}' },
  too_many_items: { 'es-ES': 'Elige como máximo {n}', 'en-US': 'Choose at most {n}' },
  not_integer: { 'es-ES': 'Debe ser un número entero', 'en-US': 'Must be a whole number' },
  one_of: { 'es-ES': 'Debe ser uno de: {values}', 'en-US': 'Must be one of: {values}' },
  unknown_field: { 'es-ES': 'Campo no permitido', 'en-US': 'Field not allowed' },
  phone_invalid: { 'es-ES': 'Formato de teléfono no válido.', 'en-US': 'Invalid phone format.' },
  province_unknown: { 'es-ES': 'Provincia desconocida', 'en-US': 'Unknown province' },
  municipality_unknown: { 'es-ES': 'Municipio desconocido', 'en-US': 'Unknown municipality' },
  municipality_outside_province: {
    'es-ES': 'El municipio no pertenece a la provincia',
    'en-US': 'The municipality is not in the province',
  },
  quantity_invalid: { 'es-ES': 'Cantidad incorrecta', 'en-US': 'Incorrect quantity' },
  quantity_not_allowed: { 'es-ES': 'Cantidad no permitida', 'en-US': 'Quantity not allowed' },
  // An order staff take for a customer (staff-orders.ts).
  customer_required: { 'es-ES': 'Elige el cliente del pedido', 'en-US': 'Choose the order’s customer' },
  order_lines_required: {
    'es-ES': 'Añade al menos un producto al pedido',
    'en-US': 'Add at least one product to the order',
  },
  order_line_repeated: {
    'es-ES': 'Un mismo producto está dos veces: indica la cantidad en una sola línea',
    'en-US': 'The same product is listed twice: give its quantity on one line',
  },
  pin_digits: {
    'es-ES': 'El PIN debe tener exactamente 4 dígitos',
    'en-US': 'The PIN must have exactly 4 digits',
  },
  card_number_invalid: {
    'es-ES': 'El número de tarjeta tiene 16 dígitos',
    'en-US': 'A card number has 16 digits',
  },
  recharge_range_invalid: {
    'es-ES': 'La recarga máxima no puede ser menor que la mínima',
    'en-US': 'The maximum recharge cannot be lower than the minimum',
  },
  password_confirmation: {
    'es-ES': 'La confirmación de la contraseña no coincide',
    'en-US': 'The password confirmation does not match',
  },
  password_weak: {
    'es-ES': 'La contraseña debe tener al menos 8 caracteres, con letras y números',
    'en-US': 'The password must have at least 8 characters, with letters and numbers',
  },
  ci_invalid: {
    'es-ES': 'Carné de identidad no válido (6 a 20 letras o dígitos)',
    'en-US': 'Invalid national id (6 to 20 letters or digits)',
  },
  price_range_order: {
    'es-ES': 'El precio máximo no puede ser menor que el mínimo',
    'en-US': 'The highest price cannot be lower than the lowest',
  },
  report_range_order: {
    'es-ES': 'La fecha final no puede ser anterior a la inicial',
    'en-US': 'The end date cannot be before the start date',
  },
  report_range_too_long: {
    'es-ES': 'El periodo no puede pasar de un año',
    'en-US': 'The period cannot be longer than a year',
  },
  date_born_invalid: {
    'es-ES': 'La fecha de nacimiento no puede ser futura',
    'en-US': 'The date of birth cannot be in the future',
  },
  time_invalid: { 'es-ES': 'Hora no válida (HH:MM)', 'en-US': 'Invalid time (HH:MM)' },
  schedule_not_ascending: {
    'es-ES': 'Las horas del horario deben estar en orden ascendente',
    'en-US': 'Schedule hours must be in ascending order',
  },
  color_invalid: { 'es-ES': 'Color no válido (#rrggbb)', 'en-US': 'Invalid colour (#rrggbb)' },
  // Shipping settings (SPEC §5: ranges start at [0 - X] and end at [Y - infinity]) and SPEC §8 shipping messages.
  shipment_range_first_from_zero: {
    'es-ES': 'El primer rango debe empezar en 0: [0 - X]',
    'en-US': 'The first range must start at 0: [0 - X]',
  },
  shipment_range_last_open: {
    'es-ES': 'El último rango debe terminar en infinito: [Y - ∞]; deja vacío su límite superior',
    'en-US': 'The last range must end at infinity: [Y - ∞]; leave its upper bound blank',
  },
  shipment_range_only_last_open: {
    'es-ES': 'Solo el último rango puede quedar sin límite superior',
    'en-US': 'Only the last range may have no upper bound',
  },
  shipment_range_contiguous: {
    'es-ES': 'Cada rango debe empezar justo después del anterior',
    'en-US': 'Each range must start right after the previous one',
  },
  shipment_range_bounds: {
    'es-ES': 'El límite superior no puede ser menor que el inferior',
    'en-US': 'The upper bound cannot be lower than the lower bound',
  },
  shipment_province_repeated: {
    'es-ES': 'Esta provincia ya está en la lista',
    'en-US': 'This province is already listed',
  },
  shipment_provinces_required: {
    'es-ES': 'Elige al menos una provincia donde entregar',
    'en-US': 'Choose at least one province to deliver to',
  },
  free_shipping_amount_missing: {
    'es-ES': 'El mensaje debe incluir el marcador del importe',
    'en-US': 'The message must include the amount placeholder',
  },
  pay_forms_incomplete: {
    'es-ES': 'Deben estar las tres formas de pago, una vez cada una',
    'en-US': 'Each of the three pay forms must appear exactly once',
  },
  shipment_price_error: {
    'es-ES': 'Error en el cálculo del precio del envío',
    'en-US': 'Error in shipment price calculation',
  },
  shipment_position_error: { 'es-ES': 'Error calculando la posición', 'en-US': 'Error calculating position' },
  shipment_not_served: {
    'es-ES': 'Municipio o provincia no disponible',
    'en-US': 'Municipality or province not available',
  },
  home_sections_incomplete: {
    'es-ES': 'Deben estar todas las secciones de la portada, una vez cada una',
    'en-US': 'Every section of the front must appear exactly once',
  },
  items_repeated: { 'es-ES': 'No se permiten duplicados', 'en-US': 'Duplicates are not allowed' },
  slug_invalid: {
    'es-ES': 'Solo letras minúsculas sin tilde, números y guiones (p. ej. politica-de-envios)',
    'en-US': 'Only lowercase letters without accents, digits and hyphens (e.g. shipping-policy)',
  },
  slug_reserved: {
    'es-ES': 'Esta dirección es de otra página de la tienda',
    'en-US': 'This address belongs to another page of the shop',
  },
  invoice_lines_required: {
    'es-ES': 'La factura necesita al menos una línea',
    'en-US': 'The invoice needs at least one line',
  },
  coupon_code_invalid: {
    'es-ES': 'Solo letras, números y guiones',
    'en-US': 'Only letters, digits and hyphens',
  },
  date_time_invalid: { 'es-ES': 'Fecha y hora no válidas', 'en-US': 'Invalid date and time' },
  offer_percentage_range: {
    'es-ES': 'El porcentaje debe estar entre 1 y 100',
    'en-US': 'The percentage must be between 1 and 100',
  },
  offer_amount_positive: {
    'es-ES': 'El importe a descontar debe ser mayor que cero',
    'en-US': 'The amount off must be above zero',
  },
  offer_targets_required: {
    'es-ES': 'Elige al menos un producto, una categoría o una marca',
    'en-US': 'Choose at least one product, category or brand',
  },
  offer_buyers_required: {
    'es-ES': 'La oferta debe ser para minoristas, mayoristas o ambos',
    'en-US': 'The offer must be for retail buyers, wholesalers or both',
  },
  offer_ends_before_start: {
    'es-ES': 'La oferta debe terminar después de empezar',
    'en-US': 'The offer must end after it starts',
  },
  slug_fixed: {
    'es-ES': 'La dirección de esta página no se puede cambiar',
    'en-US': 'The address of this page cannot be changed',
  },
  /** A NUL character: PostgreSQL cannot store or compare text holding one. */
  text_nul: {
    'es-ES': 'Contiene un carácter no permitido',
    'en-US': 'Contains a character that is not allowed',
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
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => messageParam(params[name], locale));
}

type Issue = z.core.$ZodIssue & { input?: unknown };

/** The text of one zod issue in the given language. Parse with `reportInput: true` to tell missing from wrong. */
export function issueMessage(issue: Issue, locale: Locale): string {
  if (issue.message === 'amount_too_small' && issue.code === 'too_small')
    return validationMessage(issue.message, locale, { n: amountParam(Number(issue.minimum), locale) });
  if (issue.message === 'amount_too_big' && issue.code === 'too_big')
    return validationMessage(issue.message, locale, { n: amountParam(Number(issue.maximum), locale) });
  if (isValidationMessageKey(issue.message)) return validationMessage(issue.message, locale);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return validationMessage('required', locale);
      // A fraction where a count goes ("2,5" units): the number was read, it is just not whole.
      if (issue.expected === 'int' && typeof issue.input === 'number')
        return validationMessage('whole_number', locale);
      return validationMessage('invalid_type', locale);
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
