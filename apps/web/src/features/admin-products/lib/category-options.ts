import type { CategoryNode } from '@shop/contracts';

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
