import { Select, Text } from '@mantine/core';
import { CONTACT_STATUSES, type ContactMessage, contactListQuerySchema } from '@shop/contracts';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-kit';
import { EmailAddress } from '../../../components/email-address';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { useContactMessages } from '../api/contacts';
import { ContactMessageDialog } from '../components/contact-message-dialog';
import { ContactStatusBadge } from '../components/contact-status-badge';

const isStatus = (value: string | null) => CONTACT_STATUSES.find((status) => status === value);

/** /admin/contacts: what people wrote through the contact form, newest first. */
export function Component() {
  const { t } = useTranslation('admin-contacts');
  const locale = useLocale();
  const list = useListParams(contactListQuerySchema);
  const [query, update] = list;
  const messages = useContactMessages(query);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const canHandle = userCan(useCurrentUser(), ['read_settings', 'update_settings']);

  return (
    <AdminListPage
      title={t('title')}
      list={list}
      result={messages}
      search={{ label: t('filters.search'), placeholder: t('filters.search_placeholder') }}
      filters={
        <Select
          aria-label={t('filters.status')}
          placeholder={t('filters.any_status')}
          data={CONTACT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={query.status ?? null}
          onChange={(value) => update({ status: isStatus(value) })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      }
      filtered={Boolean(query.search || query.status)}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count, unread: messages.data?.unread ?? 0 })}
      table={{
        caption: t('title'),
        rowKey: (message: ContactMessage) => message.id,
        minWidth: 760,
        columns: [
          {
            key: 'created_at',
            header: t('columns.created_at'),
            sort: 'created_at',
            render: (message) => <Text size="sm">{formatDateTime(message.created_at, locale)}</Text>,
          },
          {
            key: 'name',
            header: t('columns.from'),
            render: (message) => (
              <div>
                <Text size="sm" fw={message.status === 'new' ? 700 : 500}>
                  {message.name}
                </Text>
                <Text size="xs" c="dimmed">
                  <EmailAddress email={message.email} />
                </Text>
              </div>
            ),
          },
          {
            key: 'message',
            header: t('columns.message'),
            render: (message) => (
              <Text size="sm" lineClamp={2} maw={420}>
                {message.message}
              </Text>
            ),
          },
          {
            key: 'status',
            header: t('columns.status'),
            render: (message) => <ContactStatusBadge status={message.status} />,
          },
        ],
        actions: [
          {
            label: (message) => t('open_message', { name: message.name }),
            icon: IconEye,
            onClick: (message) => setOpen(message),
          },
        ],
      }}
    >
      {open && <ContactMessageDialog message={open} canHandle={canHandle} onClose={() => setOpen(null)} />}
    </AdminListPage>
  );
}
