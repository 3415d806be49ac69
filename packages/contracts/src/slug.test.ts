import { describe, expect, it } from 'vitest';
import { optionalSlugSchema, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Electrónica & Móviles', 'electronica-moviles'],
    ['  Ropa de Niños  ', 'ropa-de-ninos'],
    ['ÁÉÍÓÚ ü ñ', 'aeiou-u-n'],
    ['!!!', ''],
    ['a'.repeat(70), 'a'.repeat(60)],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('cleans a typed slug and leaves a blank one to be derived', () => {
    expect(optionalSlugSchema.parse('Mi Marca')).toBe('mi-marca');
    expect(optionalSlugSchema.parse('')).toBeUndefined();
    expect(optionalSlugSchema.parse('---')).toBeUndefined();
    expect(optionalSlugSchema.parse(undefined)).toBeUndefined();
  });
});
