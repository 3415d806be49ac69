import type { CategoryNode } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { parentOptions } from './parent-options';

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  priority: 0,
  active: true,
  children,
});

const TREE = [node(1, 'Ropa', [node(2, 'Niños', [node(3, 'Bebés')]), node(4, 'Adultos')]), node(5, 'Hogar')];

describe('parentOptions', () => {
  it('lists the tree in order, indented by depth', () => {
    expect(parentOptions(TREE).map((o) => o.label)).toEqual([
      'Ropa',
      '— Niños',
      '— — Bebés',
      '— Adultos',
      'Hogar',
    ]);
  });

  it('leaves out the category being edited and its whole branch', () => {
    expect(parentOptions(TREE, 2).map((o) => o.value)).toEqual(['1', '4', '5']);
  });
});
