import { Badge, Button, Text } from '@mantine/core';
import { type Faq, faqListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteFaq, useFaqList } from '../api/faqs';
import { FaqDialog } from '../components/faq-dialog';

/** /admin/settings/FrequentAsks: the questions of /Frequent-Ask; creating and editing happen in a dialog. */
export function Component() {
  const { t } = useTranslation('admin-content');
  const list = useListParams(faqListQuerySchema);
  const faqs = useFaqList(list[0]);
  const deleteFaq = useDeleteFaq();
  const [editing, setEditing] = useState<{ faq: Faq | null } | null>(null);
  const canWrite = userCan(useCurrentUser(), ['read_settings', 'update_settings']);
  const deleteRow = useDeleteRow<Faq>({
    label: (faq) => t('faqs.delete_faq', { question: faq.question }),
    title: t('faqs.delete.title'),
    message: (faq) => t('faqs.delete.confirm', { question: faq.question }),
    done: () => t('faqs.notifications.deleted'),
    remove: (faq) => deleteFaq.mutateAsync(faq.id),
  });
  const topics = [...new Set(faqs.data?.data.map((faq) => faq.topic) ?? [])];

  return (
    <AdminListPage
      title={t('faqs.title')}
      actions={
        canWrite && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ faq: null })}>
            {t('faqs.new')}
          </Button>
        )
      }
      list={list}
      result={faqs}
      search={{ label: t('faqs.search'), placeholder: t('faqs.search_placeholder') }}
      empty={{ title: t('faqs.empty.title'), none: t('faqs.empty.none'), filtered: t('faqs.empty.filtered') }}
      totalLabel={(count) => t('faqs.total', { count })}
      table={{
        caption: t('faqs.title'),
        rowKey: (faq: Faq) => faq.id,
        minWidth: 640,
        columns: [
          {
            key: 'topic',
            header: t('faqs.columns.topic'),
            sort: 'topic',
            render: (faq) => <Text size="sm">{faq.topic}</Text>,
          },
          {
            key: 'question',
            header: t('faqs.columns.question'),
            sort: 'question',
            render: (faq) => (
              <Text size="sm" fw={500}>
                {faq.question}
              </Text>
            ),
          },
          {
            key: 'position',
            header: t('columns.position'),
            sort: 'position',
            render: (faq) => <Text size="sm">{faq.position}</Text>,
          },
          {
            key: 'published',
            header: t('columns.published'),
            render: (faq) => (
              <Badge color={faq.published ? 'green' : 'gray'} variant="light">
                {t(faq.published ? 'status.published' : 'status.draft')}
              </Badge>
            ),
          },
        ],
        actions: canWrite
          ? [
              {
                label: (faq) => t('faqs.edit_faq', { question: faq.question }),
                icon: IconPencil,
                onClick: (faq) => setEditing({ faq }),
              },
              deleteRow.action,
            ]
          : [],
      }}
    >
      {editing && <FaqDialog faq={editing.faq} topics={topics} onClose={() => setEditing(null)} />}
      {deleteRow.dialog}
    </AdminListPage>
  );
}
