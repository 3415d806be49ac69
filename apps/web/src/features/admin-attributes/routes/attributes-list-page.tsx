import { Badge, Button, Text } from '@mantine/core';
import { type Attribute, attributeListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { attributePath } from '../api/attribute-keys';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useAttributes } from '../api/get-attributes';

/** /admin/attributes: product attributes (colour, size) and how many values each has. */
export function Component() {
  const { t } = useTranslation('admin-attributes');
  const locale = useLocale();
  const list = useListParams(attributeListQuerySchema);
  const attributes = useAttributes(list[0]);
  const deleteAttribute = useDeleteAttribute();
  const deleteRow = useDeleteRow<Attribute>({
    label: (attribute) => t('delete_attribute', { name: attribute.name }),
    title: t('delete.title'),
    message: (attribute) => t('delete.confirm', { name: attribute.name }),
    done: (attribute) => t('notifications.deleted', { name: attribute.name }),
    remove: (attribute) => deleteAttribute.mutateAsync(attribute.id),
  });
  // The server's rule: attributes are read with read_attributes and changed with update_products.
  const canWrite = userCan(useCurrentUser(), ['update_products']);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canWrite && (
          <Button component={Link} to="/admin/attributes/create" leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={attributes}
      search={{ label: t('search'), placeholder: t('search_placeholder') }}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (attribute: Attribute) => attribute.id,
        minWidth: 560,
        columns: [
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (attribute) => (
              <Text size="sm" fw={500}>
                {attribute.name}
              </Text>
            ),
          },
          {
            key: 'slug',
            header: t('admin-shell:slug.label'),
            visibleFrom: 'sm',
            render: (attribute) => (
              <Text size="sm" c="dimmed" ff="monospace">
                {attribute.slug}
              </Text>
            ),
          },
          {
            key: 'terms',
            header: t('columns.terms'),
            render: (attribute) => (
              <Badge variant="light" color="gray">
                {t('terms_count', { count: attribute.terms_count })}
              </Badge>
            ),
          },
          {
            key: 'created_at',
            header: t('columns.created_at'),
            sort: 'created_at',
            visibleFrom: 'md',
            render: (attribute) => (
              <Text size="sm" c="dimmed">
                {formatDate(attribute.created_at, locale)}
              </Text>
            ),
          },
        ],
        actions: canWrite
          ? [
              {
                label: (attribute) => t('edit_attribute', { name: attribute.name }),
                icon: IconPencil,
                to: (attribute) => attributePath(attribute.id),
              },
              deleteRow.action,
            ]
          : [],
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
