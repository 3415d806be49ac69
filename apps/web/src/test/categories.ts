import type { CategoryNode } from '@shop/contracts';

/** A category of the tree as the API sends it: active, its slug from its name, with the children given. */
export const categoryNode = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  priority: 0,
  active: true,
  children,
});
