import { Badge, Button, Group, Text } from '@mantine/core';
import { type ContentPageListItem, contentPageListQuerySchema } from '@shop/contracts';
import { IconExternalLink, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type RowAction, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { CONTENT_PAGES_SCREEN, contentPageScreen } from '../api/content-keys';
import { useContentPages, useDeleteContentPage } from '../api/content-pages';

/** /admin/settings/Information: the shop's own pages (about, the policies, information pages). */
export function Component() {
  const { t } = useTranslation('admin-content');
  const list = useListParams(contentPageListQuerySchema);
  const pages = useContentPages(list[0]);
  const deletePage = useDeleteContentPage();
  const canWrite = userCan(useCurrentUser(), ['read_settings', 'update_settings']);
  const deleteRow = useDeleteRow<ContentPageListItem>({
    label: (page) => t('delete_page', { title: page.title }),
    title: t('delete.title'),
    message: (page) => t('delete.confirm', { title: page.title }),
    done: (page) => t('notifications.deleted', { title: page.title }),
    remove: (page) => deletePage.mutateAsync(page.id),
    hidden: (page) => page.fixed,
  });
  const actions: RowAction<ContentPageListItem>[] = [
    {
      label: (page) => t('view_page', { title: page.title }),
      icon: IconExternalLink,
      to: (page) => `/${page.slug}`,
      hidden: (page) => !page.published,
    },
  ];
  if (canWrite) {
    actions.push(
      {
        label: (page) => t('edit_page', { title: page.title }),
        icon: IconPencil,
        to: (page) => contentPageScreen(page.id),
      },
      deleteRow.action,
    );
  }

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canWrite && (
          <Button component={Link} to={`${CONTENT_PAGES_SCREEN}/create`} leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={pages}
      search={{ label: t('filters.search'), placeholder: t('filters.search_placeholder') }}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (page: ContentPageListItem) => page.id,
        minWidth: 720,
        columns: [
          {
            key: 'title',
            header: t('columns.title'),
            sort: 'title',
            render: (page) => (
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {page.title}
                </Text>
                {page.fixed && (
                  <Badge variant="outline" color="gray" size="sm">
                    {t('fixed')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            key: 'slug',
            header: t('admin-shell:slug.label'),
            render: (page) => (
              <Text size="sm" ff="monospace">
                /{page.slug}
              </Text>
            ),
          },
          {
            key: 'section',
            header: t('columns.section'),
            render: (page) => <Text size="sm">{page.section}</Text>,
          },
          {
            key: 'position',
            header: t('columns.position'),
            sort: 'position',
            render: (page) => <Text size="sm">{page.position}</Text>,
          },
          {
            key: 'published',
            header: t('columns.published'),
            render: (page) => (
              <Badge color={page.published ? 'green' : 'gray'} variant="light">
                {t(page.published ? 'status.published' : 'status.draft')}
              </Badge>
            ),
          },
        ],
        actions,
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
