import type { Category, CategoryNode, CurrentUserReply, Permission } from '@shop/contracts';
import { testUser } from '../../../test/render-routes';

export function node(
  id: number,
  name: string,
  priority: number,
  children: CategoryNode[] = [],
): CategoryNode {
  return { id, name, slug: name.toLowerCase(), description: '', priority, active: true, children };
}

/** Ropa (0) › Niños (1), Adultos (2); Hogar (5): the tree as the server orders it. */
export const TREE: CategoryNode[] = [
  node(1, 'Ropa', 0, [node(2, 'Niños', 1), node(3, 'Adultos', 2)]),
  { ...node(4, 'Hogar', 5), active: false },
];

export function category(overrides: Partial<Category> = {}): Category {
  return {
    id: 2,
    name: 'Niños',
    slug: 'ninos',
    description: '',
    priority: 1,
    active: true,
    parent_id: 1,
    parent: { id: 1, name: 'Ropa' },
    children_count: 0,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function signedIn(permissions: Permission[] = ['ALL']): CurrentUserReply {
  return testUser({ id: 1, all_permissions: permissions });
}
