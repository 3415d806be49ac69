import { z } from 'zod';

export const SLUG_MAX = 60;

/** "Electrónica & Móviles" → "electronica-moviles": what a shared link shows of a name. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * A slug typed by staff, or blank to derive it from the name. What is typed is cleaned the same way, so
 * "Ropa de Niños" becomes "ropa-de-ninos" rather than a refusal.
 */
export const optionalSlugSchema = z
  .string()
  .trim()
  .max(SLUG_MAX)
  .transform((value) => slugify(value))
  .optional()
  .transform((value) => value || undefined);
