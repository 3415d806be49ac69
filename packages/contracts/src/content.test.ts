import { describe, expect, it } from 'vitest';
import { contentSlugSchema, RESERVED_PAGE_SLUGS } from './content';
import { SPA_PAGE_PATTERNS } from './spa-pages';

describe('content page addresses', () => {
  it('reserve the first segment of every page the app has, so a page never hides one', () => {
    const firsts = SPA_PAGE_PATTERNS.map((pattern) => pattern.split('/')[1]?.toLowerCase() ?? '').filter(
      (segment) => segment !== '' && !segment.startsWith(':'),
    );
    for (const segment of firsts) expect(RESERVED_PAGE_SLUGS.has(segment), segment).toBe(true);
  });

  it('take lowercase words and hyphens only', () => {
    expect(contentSlugSchema.safeParse('politica-de-envios').success).toBe(true);
    for (const bad of ['Política', 'dos  espacios', '-guion', 'a/b', 'store', '../x']) {
      expect(contentSlugSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
