import type { Attribute, AttributeDetail } from '@shop/contracts';

export function attribute(overrides: Partial<Attribute> = {}): Attribute {
  return {
    id: 8,
    name: 'Color',
    slug: 'color',
    terms_count: 2,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const COLOR: AttributeDetail = {
  ...attribute(),
  terms: [
    { id: 1, attribute_id: 8, name: 'Rojo', slug: 'rojo', priority: 0 },
    { id: 2, attribute_id: 8, name: 'Azul', slug: 'azul', priority: 1 },
  ],
};
