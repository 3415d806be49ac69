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
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
