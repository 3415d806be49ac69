import { ActionIcon, Badge, Group, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { CategoryNode } from '@shop/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryPath } from '../api/category-keys';
import classes from './category-tree.module.css';

interface CategoryTreeProps {
  nodes: readonly CategoryNode[];
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (category: CategoryNode) => void;
  /** Labels the outermost list. */
  label: string;
}

/** The categories as nested lists, each level in the server's order (priority, then name). */
export function CategoryTree({ label, ...props }: CategoryTreeProps) {
  return (
    <Paper withBorder px="xs">
      <Branch {...props} depth={0} label={label} />
    </Paper>
  );
}

function Branch({
  nodes,
  depth,
  label,
  ...actions
}: Omit<CategoryTreeProps, 'label'> & { depth: number; label?: string }) {
  return (
    <ul aria-label={label} className={depth === 0 ? `${classes.branch} ${classes.root}` : classes.branch}>
      {nodes.map((node) => (
        <li key={node.id}>
          <CategoryLine node={node} {...actions} />
          {node.children.length > 0 && <Branch {...actions} nodes={node.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

function CategoryLine({
  node,
  canCreate,
  canUpdate,
  canDelete,
  onDelete,
}: Omit<CategoryTreeProps, 'nodes' | 'label'> & { node: CategoryNode }) {
  const { t } = useTranslation('admin-categories');
  const name = node.name;

  return (
    <Group justify="space-between" wrap="nowrap" px="sm" py={6} className={classes.line}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Tooltip label={t('priority_hint')}>
          <Badge variant="default" size="sm" style={{ flexShrink: 0 }}>
            <VisuallyHidden>{t('priority_hint')} </VisuallyHidden>
            {node.priority}
          </Badge>
        </Tooltip>
        {/* A name takes a second line on a phone rather than "Teléfonos y acceso…"; a slug breaks anywhere. */}
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {node.slug}
          </Text>
        </div>
        {!node.active && (
          <Badge variant="dot" color="gray" size="sm">
            {t('status.inactive')}
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        {canCreate && (
          <ActionIcon
            component={Link}
            to={`/admin/categories/create?parent_id=${node.id}`}
            variant="subtle"
            aria-label={t('add_child', { name })}
          >
            <IconPlus size={18} />
          </ActionIcon>
        )}
        {canUpdate && (
          <ActionIcon
            component={Link}
            to={categoryPath(node.id)}
            variant="subtle"
            aria-label={t('edit_category', { name })}
          >
            <IconPencil size={18} />
          </ActionIcon>
        )}
        {canDelete && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('delete_category', { name })}
            onClick={() => onDelete(node)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
