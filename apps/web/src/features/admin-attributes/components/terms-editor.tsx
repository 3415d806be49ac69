import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Term } from '@shop/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { EmptyRow } from '../../../components/table-states';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteTerm } from '../api/delete-term';
import { TermModal } from './term-modal';

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
        <Title order={3}>{t('terms.title')}</Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => setEditing({ term: null })}
        >
          {t('terms.add')}
        </Button>
      </Group>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('terms.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('terms.columns.name')}</Table.Th>
            <Table.Th>{t('terms.columns.slug')}</Table.Th>
            <Table.Th ta="right">{t('terms.columns.priority')}</Table.Th>
            <Table.Th ta="right">{t('common:actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.length === 0 && (
            <EmptyRow columns={4} title={t('terms.empty.title')} description={t('terms.empty.description')} />
          )}
          {terms.map((term) => (
            <Table.Tr key={term.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {term.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" ff="monospace">
                  {term.slug}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{term.priority}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('terms.edit_term', { name: term.name })}
                    onClick={() => setEditing({ term })}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('terms.delete_term', { name: term.name })}
                    onClick={() => setDeleting(term)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <TermModal
        attributeId={attributeId}
        opened={editing !== null}
        term={editing?.term ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('terms.delete.title')}
        message={t('terms.delete.confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteTerm.mutateAsync({ attributeId, termId: deleting?.id ?? 0 })}
        onDeleted={() => {
          notifySuccess(t('terms.notifications.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
