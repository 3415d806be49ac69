import type { CategoryNode } from '@shop/contracts';

export interface ParentOption {
  value: string;
  label: string;
}

/**
 * The categories a category may hang from, as `Select` data in tree order, each indented by its depth.
 * A category cannot hang from itself or from one of its own descendants, so `exceptId`'s branch is left out.
 */
export function parentOptions(tree: readonly CategoryNode[], exceptId?: number): ParentOption[] {
  const options: ParentOption[] = [];
  const visit = (nodes: readonly CategoryNode[], depth: number) => {
    for (const node of nodes) {
      if (node.id === exceptId) continue;
      options.push({ value: String(node.id), label: `${'— '.repeat(depth)}${node.name}` });
      visit(node.children, depth + 1);
    }
  };
  visit(tree, 0);
  return options;
}
