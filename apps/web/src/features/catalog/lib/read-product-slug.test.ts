import { productSlugParamSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { readProductSlug } from './read-product-slug';

const SLUGS: unknown[] = [
  'camara-canon',
  'a',
  '',
  ' ',
  'ñandú',
  '😀',
  'x'.repeat(100),
  'x'.repeat(101),
  '😀'.repeat(50),
  '😀'.repeat(51),
  '😀'.repeat(101),
  `${'x'.repeat(99)}\ud83d`,
  `${'x'.repeat(100)}\ud83d`,
  '\ude00\ud83d',
  undefined,
  null,
  42,
];

describe('readProductSlug', () => {
  it.each(SLUGS.map((slug) => [JSON.stringify(slug) ?? String(slug), slug] as const))(
    'reads %s as productSlugParamSchema does',
    (_, slug) => {
      const parsed = productSlugParamSchema.safeParse({ slug });
      expect(readProductSlug(slug)).toBe(parsed.success ? parsed.data.slug : undefined);
    },
  );
});
