import { CATEGORY_PATHS, type CategoryNode } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useCurrentUser, userCan } from './current-user';

export interface Option {
  value: string;
  label: string;
}

/** The categories as `Select` data in tree order, each indented by its depth. */
export function categoryOptions(tree: readonly CategoryNode[]): Option[] {
  const options: Option[] = [];
  const visit = (nodes: readonly CategoryNode[], depth: number) => {
    for (const node of nodes) {
      options.push({ value: String(node.id), label: `${'— '.repeat(depth)}${node.name}` });
      visit(node.children, depth + 1);
    }
  };
  visit(tree, 0);
  return options;
}

/** Category names by id, for the list's column. */
export function categoryNames(tree: readonly CategoryNode[]): Map<number, string> {
  const names = new Map<number, string>();
  const visit = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      names.set(node.id, node.name);
      visit(node.children);
    }
  };
  visit(tree);
  return names;
}

/**
 * The category tree for the back office's pickers. Staff without read_categories still pick categories (for their
 * products, for review criteria): they get the storefront's tree, which holds the active categories only.
 */
export function useCategoryTree() {
  const everything = userCan(useCurrentUser(), ['read_categories']);
  return useQuery({
    queryKey: ['category-picker', everything],
    queryFn: ({ signal }) =>
      api<CategoryNode[]>(everything ? CATEGORY_PATHS.tree : CATEGORY_PATHS.storefront, { signal }),
    staleTime: 60_000,
  });
}
