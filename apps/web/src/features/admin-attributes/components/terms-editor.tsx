import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Term } from '@shop/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, DataTable } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteTerm } from '../api/delete-term';
import { TermDialog } from './term-dialog';

interface TermsEditorProps {
  attributeId: number;
  /** In the server's order: priority, then name. */
  terms: Term[];
}

/** The values of one attribute ("Rojo", "Azul" of "Color"): added, edited and deleted in place. */
export function TermsEditor({ attributeId, terms }: TermsEditorProps) {
  const { t } = useTranslation(['admin-attributes', 'common']);
  const deleteTerm = useDeleteTerm();
  const [editing, setEditing] = useState<{ term: Term | null } | null>(null);
  const [deleting, setDeleting] = useState<Term | null>(null);

  return (
    <Stack gap="sm" maw={720}>
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {t('terms.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => setEditing({ term: null })}
        >
          {t('terms.add')}
        </Button>
      </Group>
      <DataTable
        caption={t('terms.title')}
        rows={terms}
        rowKey={(term: Term) => term.id}
        minWidth={480}
        empty={{ title: t('terms.empty.title'), description: t('terms.empty.description') }}
        columns={[
          {
            key: 'name',
            header: t('terms.columns.name'),
            render: (term) => (
              <Text size="sm" fw={500}>
                {term.name}
              </Text>
            ),
          },
          {
            key: 'slug',
            header: t('admin-shell:slug.label'),
            render: (term) => (
              <Text size="sm" c="dimmed" ff="monospace">
                {term.slug}
              </Text>
            ),
          },
          {
            key: 'priority',
            header: t('terms.columns.priority'),
            align: 'right',
            render: (term) => <Text size="sm">{term.priority}</Text>,
          },
        ]}
        actions={[
          {
            label: (term) => t('terms.edit_term', { name: term.name }),
            icon: IconPencil,
            onClick: (term) => setEditing({ term }),
          },
          {
            label: (term) => t('terms.delete_term', { name: term.name }),
            icon: IconTrash,
            color: 'red',
            onClick: setDeleting,
          },
        ]}
      />
      {editing && (
        <TermDialog attributeId={attributeId} term={editing.term} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('terms.delete.title')}
        message={t('terms.delete.confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteTerm.mutateAsync({ attributeId, termId: deleting?.id ?? 0 })}
        onDone={() => {
          notifySuccess(t('terms.notifications.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
