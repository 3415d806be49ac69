import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/admin-products.json', {
  eager: true,
  import: 'default',
});

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('product texts', () => {
  it('has the same keys in both languages', () => {
    const es = keys(files['../../locales/es-ES/admin-products.json'] ?? {});
    expect(es.length).toBeGreaterThan(0);
    expect(keys(files['../../locales/en-US/admin-products.json'] ?? {})).toEqual(es);
  });
});
