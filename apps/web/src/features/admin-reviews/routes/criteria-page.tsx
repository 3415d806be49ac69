import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReviewCriterion } from '@shop/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin-kit';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useCriteria, useDeleteCriterion } from '../api/criteria';
import { AnswersEditor } from '../components/answers-editor';
import { CriterionDialog } from '../components/criterion-dialog';
import { CriterionImages } from '../components/criterion-images';

/**
 * /admin/criterias (SPEC §2): the questions reviewers of a category's products answer, each with its categories and
 * its answers.
 */
export function Component() {
  const { t } = useTranslation('admin-reviews');
  const user = useCurrentUser();
  const criteria = useCriteria();
  const remove = useDeleteCriterion();
  const [editing, setEditing] = useState<{ criterion: ReviewCriterion | null } | null>(null);
  const [deleting, setDeleting] = useState<ReviewCriterion | null>(null);
  const can = (permission: Parameters<typeof userCan>[1][number]) =>
    userCan(user, ['criteria_and_answer', permission]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <PageTitle fz="h2">{t('criteria.title')}</PageTitle>
          <Text c="dimmed" size="sm">
            {t('criteria.subtitle')}
          </Text>
        </div>
        {can('create_criteria_products') && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ criterion: null })}>
            {t('criteria.new')}
          </Button>
        )}
      </Group>
      {criteria.isError && !criteria.data && (
        <QueryError error={criteria.error} retryLabel={t('retry')} onRetry={() => criteria.refetch()} />
      )}
      {!criteria.data && !criteria.isError && <Skeleton h={200} aria-busy="true" />}
      {criteria.data?.data.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{t('criteria.empty.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('criteria.empty.text')}
          </Text>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {criteria.data?.data.map((criterion) => (
          <Paper key={criterion.id} withBorder p="md" component="section" aria-label={criterion.title}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Title order={2} fz="h4">
                    {criterion.title}
                  </Title>
                  {criterion.description && (
                    <Text size="sm" c="dimmed">
                      {criterion.description}
                    </Text>
                  )}
                </div>
                <Group gap={4} wrap="nowrap">
                  {can('update_criteria_products') && (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('criteria.edit', { title: criterion.title })}
                      onClick={() => setEditing({ criterion })}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  )}
                  {can('delete_criteria_products') && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('criteria.delete', { title: criterion.title })}
                      onClick={() => setDeleting(criterion)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
              <Group gap={4} aria-label={t('criteria.fields.categories')}>
                {criterion.categories.map((category) => (
                  <Badge key={category.id} variant="outline" size="sm">
                    {category.name}
                  </Badge>
                ))}
              </Group>
              <CriterionImages criterion={criterion} canEdit={can('update_criteria_products')} />
              <AnswersEditor criterion={criterion} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {editing && <CriterionDialog criterion={editing.criterion} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('criteria.delete_title')}
        message={deleting ? t('criteria.delete_confirm', { title: deleting.title }) : ''}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onDone={() => {
          if (deleting) notifySuccess(t('criteria.notifications.deleted', { title: deleting.title }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
