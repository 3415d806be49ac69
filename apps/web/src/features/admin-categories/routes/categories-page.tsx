import { Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { CategoryNode } from '@shop/contracts';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/admin-kit';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteCategory } from '../api/delete-category';
import { useCategoryTree } from '../api/get-category-tree';
import { CategoryTree } from '../components/category-tree';

/** /admin/categories: the category tree, each level by priority. */
export function Component() {
  const { t } = useTranslation('admin-categories');
  const currentUser = useCurrentUser();
  const tree = useCategoryTree();
  const deleteCategory = useDeleteCategory();
  const [deleting, setDeleting] = useState<CategoryNode | null>(null);
  const canCreate = userCan(currentUser, ['create_categories']);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle fz="h2">{t('title')}</PageTitle>
        {canCreate && (
          <Button component={Link} to="/admin/categories/create" leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('tree_hint')}
      </Text>
      {tree.isError && !tree.data && (
        <QueryError error={tree.error} retryLabel={t('retry')} onRetry={() => tree.refetch()} />
      )}
      {tree.isPending && <Skeleton height={240} data-testid="tree-skeleton" />}
      {tree.data?.length === 0 && (
        <EmptyState
          py="xl"
          icon={<IconCategory size={28} />}
          title={t('empty.title')}
          description={t('empty.none')}
        />
      )}
      {tree.data && tree.data.length > 0 && (
        <CategoryTree
          label={t('title')}
          nodes={tree.data}
          canCreate={canCreate}
          canUpdate={userCan(currentUser, ['update_categories'])}
          canDelete={userCan(currentUser, ['delete_categories'])}
          onDelete={setDeleting}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteCategory.mutateAsync(deleting?.id ?? 0)}
        onDone={() => {
          notifySuccess(t('notifications.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
