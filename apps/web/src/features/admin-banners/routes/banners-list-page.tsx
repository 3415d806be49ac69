import { Badge, Button, Group, Image, Text } from '@mantine/core';
import { type Banner, bannerListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type RowAction, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { BANNERS_SCREEN, useBanners, useDeleteBanner } from '../api/banners';

/** /admin/banners (SPEC §2, read_banners): the storefront's banners, highest priority first. */
export function Component() {
  const { t } = useTranslation('admin-banners');
  const list = useListParams(bannerListQuerySchema);
  const banners = useBanners(list[0]);
  const deleteBanner = useDeleteBanner();
  const canWrite = userCan(useCurrentUser(), ['read_banners', 'update_settings']);
  const name = (banner: Banner) => banner.title || banner.button_text || `#${banner.id}`;
  const deleteRow = useDeleteRow<Banner>({
    label: (banner) => t('delete_banner', { name: name(banner) }),
    title: t('delete.title'),
    message: (banner) => t('delete.confirm', { name: name(banner) }),
    done: () => t('notifications.deleted'),
    remove: (banner) => deleteBanner.mutateAsync(banner.id),
  });
  const actions: RowAction<Banner>[] = canWrite
    ? [
        {
          label: (banner) => t('edit_banner', { name: name(banner) }),
          icon: IconPencil,
          to: (banner) => `${BANNERS_SCREEN}/${banner.id}`,
        },
        deleteRow.action,
      ]
    : [];

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canWrite && (
          <Button component={Link} to={`${BANNERS_SCREEN}/create`} leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={banners}
      search={{ label: t('search'), placeholder: t('search_placeholder') }}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (banner: Banner) => banner.id,
        minWidth: 760,
        columns: [
          {
            key: 'picture',
            header: t('columns.picture'),
            render: (banner) =>
              banner.desktop_image ? (
                <Image src={banner.desktop_image} alt="" w={120} h={48} radius="sm" fit="cover" />
              ) : (
                <Text size="xs" c="dimmed">
                  {t('images.none')}
                </Text>
              ),
          },
          {
            key: 'title',
            header: t('columns.title'),
            sort: 'title',
            render: (banner) => (
              <Text size="sm" fw={500}>
                {name(banner)}
              </Text>
            ),
          },
          {
            key: 'section',
            header: t('columns.section'),
            render: (banner) => <Text size="sm">{t(`sections.${banner.section_url}`)}</Text>,
          },
          {
            key: 'where',
            header: t('columns.where'),
            render: (banner) => (
              <Group gap={4}>
                {banner.active_web && <Badge variant="light">{t('where.web')}</Badge>}
                {banner.active_movile && <Badge variant="light">{t('where.movile')}</Badge>}
                {!banner.active_web && !banner.active_movile && (
                  <Badge variant="light" color="gray">
                    {t('where.hidden')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            key: 'priority',
            header: t('columns.priority'),
            sort: 'priority',
            render: (banner) => <Text size="sm">{banner.priority}</Text>,
          },
        ],
        actions,
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
