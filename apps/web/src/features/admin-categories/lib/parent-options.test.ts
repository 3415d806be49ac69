import { describe, expect, it } from 'vitest';
import { categoryNode as node } from '../../../test/categories';
import { parentOptions } from './parent-options';

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
