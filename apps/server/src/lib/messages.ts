import type { Locale } from '@shop/contracts';

/**
 * Every message the API answers with, in both languages. SPEC texts are kept word for word in Spanish.
 * Modules add their keys here so that a successor finds every user-facing server text in one place.
 */
export const MESSAGES = {
  // Platform
  validation_failed: {
    'es-ES': 'Hay campos vacíos o no válidos',
    'en-US': 'Some fields are empty or invalid',
  },
  malformed_body: {
    'es-ES': 'El cuerpo de la petición no es válido',
    'en-US': 'The request body is malformed',
  },
  unsupported_media_type: {
    'es-ES': 'Tipo de contenido no admitido',
    'en-US': 'Unsupported content type',
  },
  payload_too_large: { 'es-ES': 'La petición es demasiado grande', 'en-US': 'The request is too large' },
  not_found: { 'es-ES': 'No encontrado', 'en-US': 'Not found' },
  route_not_found: { 'es-ES': 'Ruta no encontrada: {path}', 'en-US': 'Route not found: {path}' },
  method_not_allowed: { 'es-ES': 'Método no permitido', 'en-US': 'Method not allowed' },
  unauthenticated: { 'es-ES': 'No has iniciado sesión', 'en-US': 'You are not signed in' },
  forbidden: {
    'es-ES': 'No tienes permito tal operación',
    'en-US': 'You are not allowed to perform this operation',
  },
  csrf_mismatch: { 'es-ES': 'La sesión ha caducado (CSRF token mismatch)', 'en-US': 'CSRF token mismatch' },
  too_many_requests: {
    'es-ES': 'Demasiados intentos. Inténtalo de nuevo en {seconds} segundos.',
    'en-US': 'Too many attempts. Please try again in {seconds} seconds.',
  },
  internal_error: { 'es-ES': 'Error interno del servidor', 'en-US': 'Internal Server Error' },
  service_unavailable: { 'es-ES': 'Servicio no disponible', 'en-US': 'Service unavailable' },
  duplicate: {
    'es-ES': 'Ya existe un registro con este valor',
    'en-US': 'A record with this value already exists',
  },
  conflict: {
    'es-ES': 'El recurso fue modificado por otra operación',
    'en-US': 'The resource was changed meanwhile',
  },
  // Accounts
  auth_failed: {
    'es-ES': 'Estas credenciales no coinciden con nuestros registros.',
    'en-US': 'These credentials do not match our records.',
  },
  email_taken: {
    'es-ES': 'Ya existe una cuenta con este correo',
    'en-US': 'An account with this e-mail already exists',
  },
  password_incorrect: { 'es-ES': 'La contraseña es incorrecta', 'en-US': 'The password is incorrect' },
  password_confirmed: { 'es-ES': 'Contraseña confirmada', 'en-US': 'Password confirmed' },
  password_updated: { 'es-ES': 'Contraseña actualizada', 'en-US': 'Password updated' },
  password_reset_link_sent: {
    'es-ES': 'Te hemos enviado por correo el enlace para restablecer tu contraseña.',
    'en-US': 'We have e-mailed your password reset link.',
  },
  password_reset_invalid: {
    'es-ES': 'Este token de restablecimiento de contraseña no es válido.',
    'en-US': 'This password reset token is invalid.',
  },
  password_reset_done: {
    'es-ES': 'Tu contraseña ha sido restablecida.',
    'en-US': 'Your password has been reset.',
  },
  verification_link_sent: {
    'es-ES': 'Se ha enviado un nuevo enlace de verificación a tu correo electrónico.',
    'en-US': 'A new verification link has been sent to your e-mail address.',
  },
  email_already_verified: {
    'es-ES': 'Tu correo electrónico ya ha sido verificado.',
    'en-US': 'Your e-mail address is already verified.',
  },
  account_has_records: {
    'es-ES': 'No se puede eliminar la cuenta porque tiene registros asociados',
    'en-US': 'The account cannot be deleted because other records depend on it',
  },
  // Back-office users and roles
  role_unknown: { 'es-ES': 'El rol seleccionado no existe', 'en-US': 'The selected role does not exist' },
  role_not_grantable: {
    'es-ES': 'No puedes asignar un rol con permisos que tú no tienes',
    'en-US': 'You cannot assign a role with permissions you do not hold',
  },
  permissions_not_grantable: {
    'es-ES': 'No puedes conceder permisos que tú no tienes',
    'en-US': 'You cannot grant permissions you do not hold',
  },
  cannot_disable_self: {
    'es-ES': 'No puedes desactivar tu propia cuenta',
    'en-US': 'You cannot disable your own account',
  },
  cannot_drop_own_all: {
    'es-ES': 'No puedes quitarte a ti mismo el permiso ALL',
    'en-US': 'You cannot take the ALL permission away from yourself',
  },
  last_all_holder: {
    'es-ES': 'Debe quedar al menos un usuario activo con el permiso ALL',
    'en-US': 'At least one enabled user must keep the ALL permission',
  },
  administrator_needs_all: {
    'es-ES': 'El rol de administrador debe conservar el permiso ALL',
    'en-US': 'The administrator role must keep the ALL permission',
  },
  role_name_taken: {
    'es-ES': 'Ya existe un rol con este nombre',
    'en-US': 'A role with this name already exists',
  },
  role_is_system: {
    'es-ES': 'No se puede eliminar un rol del sistema',
    'en-US': 'A system role cannot be deleted',
  },
  role_in_use: {
    'es-ES': 'No se puede eliminar un rol que tiene usuarios asignados',
    'en-US': 'A role that has users cannot be deleted',
  },
  // Coins and exchange rates
  coin_unknown: { 'es-ES': 'La moneda seleccionada no existe', 'en-US': 'The selected coin does not exist' },
  base_coin_stays_enabled: {
    'es-ES': 'La moneda base no se puede desactivar',
    'en-US': 'The base coin cannot be disabled',
  },
  base_coin_not_deletable: {
    'es-ES': 'La moneda base no se puede eliminar',
    'en-US': 'The base coin cannot be deleted',
  },
  coin_has_rates: {
    'es-ES': 'No se puede eliminar una moneda con tasas de cambio o usada en otros registros; desactívala',
    'en-US': 'A coin with exchange rates or used elsewhere cannot be deleted; disable it instead',
  },
  base_coin_has_no_rates: {
    'es-ES': 'La moneda base siempre vale 1; no lleva tasas de cambio',
    'en-US': 'The base coin is always worth 1; it takes no exchange rates',
  },
  exchange_rate_duplicate: {
    'es-ES': 'Ya existe una tasa de cambio de esta moneda para esta fecha',
    'en-US': 'This coin already has an exchange rate for this date',
  },
  no_rate_in_force: {
    'es-ES': 'No hay tasa de cambio de {coin} vigente el {date}',
    'en-US': 'There is no {coin} exchange rate in force on {date}',
  },
  // Catalogue taxonomy
  duplicates_not_allowed: { 'es-ES': 'No se permiten duplicados', 'en-US': 'Duplicates are not allowed' },
  used_by_variations: {
    'es-ES': 'No se puede eliminar una marca, atributo o término con variaciones relacionadas',
    'en-US': 'A brand, attribute or term with related variations cannot be deleted',
  },
  category_parent_unknown: {
    'es-ES': 'La categoría padre no existe',
    'en-US': 'The parent category does not exist',
  },
  category_cycle: {
    'es-ES': 'Una categoría no puede estar dentro de sí misma ni de sus subcategorías',
    'en-US': 'A category cannot be placed inside itself or one of its subcategories',
  },
  category_has_children: {
    'es-ES': 'No se puede eliminar una categoría que tiene subcategorías',
    'en-US': 'A category that has subcategories cannot be deleted',
  },
  category_has_products: {
    'es-ES': 'No se puede eliminar una categoría que tiene productos',
    'en-US': 'A category that has products cannot be deleted',
  },
  unit_in_use: {
    'es-ES': 'No se puede eliminar una unidad usada por productos',
    'en-US': 'A unit that products use cannot be deleted',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
