import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { type Coin, coinListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, useDeleteRow } from '../../../components/admin-kit';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDecimalText } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { coinPath } from '../api/coin-keys';
import { useDeleteCoin } from '../api/delete-coin';
import { useCoins } from '../api/get-coins';
import { OnlyBaseCoinSwitch } from '../components/only-base-coin-switch';

/** /admin/coins: the coins shoppers may pay in, each with the rate in force today. */
export function Component() {
  const { t } = useTranslation('admin-coins');
  const locale = useLocale();
  const currentUser = useCurrentUser();
  const list = useListParams(coinListQuerySchema);
  const [query, update] = list;
  const coins = useCoins(query);
  const deleteCoin = useDeleteCoin();
  const deleteRow = useDeleteRow<Coin>({
    label: (coin) => t('delete_coin', { name: coin.short_name }),
    title: t('delete.title'),
    message: (coin) => t('delete.confirm', { name: coin.short_name }),
    done: (coin) => t('notifications.deleted', { name: coin.short_name }),
    remove: (coin) => deleteCoin.mutateAsync(coin.id),
    hidden: (coin: Coin) => coin.is_base,
  });
  const canUpdate = userCan(currentUser, ['update_coins']);
  const canDelete = userCan(currentUser, ['delete_coins']);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        userCan(currentUser, ['create_coins']) && (
          <Button component={Link} to="/admin/coins/create" leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={coins}
      search={{ label: t('filters.search'), placeholder: t('filters.search_placeholder') }}
      filters={
        <>
          <Select
            aria-label={t('filters.status')}
            placeholder={t('filters.any_status')}
            data={[
              { value: 'true', label: t('filters.enabled') },
              { value: 'false', label: t('filters.disabled') },
            ]}
            value={query.enabled ?? null}
            onChange={(value) =>
              update({ enabled: value === 'true' || value === 'false' ? value : undefined })
            }
            clearable
            w={{ base: '100%', sm: 180 }}
          />
          <OnlyBaseCoinSwitch />
        </>
      }
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (coin: Coin) => coin.id,
        minWidth: 640,
        columns: [
          {
            key: 'short_name',
            header: t('columns.short_name'),
            sort: 'short_name',
            render: (coin) => (
              <Group gap="xs">
                <Text size="sm" fw={600} ff="monospace">
                  {coin.short_name}
                </Text>
                {coin.is_base && (
                  <Badge variant="light" color="blue" size="sm" style={{ flexShrink: 0 }}>
                    {t('base')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (coin) => <Text size="sm">{coin.name}</Text>,
          },
          {
            key: 'symbol',
            header: t('columns.symbol'),
            visibleFrom: 'sm',
            render: (coin) => <Text size="sm">{coin.symbol}</Text>,
          },
          {
            key: 'rate',
            header: t('columns.rate'),
            render: (coin) =>
              coin.rate ? (
                <div>
                  <Text size="sm" ff="monospace">
                    {formatDecimalText(coin.rate, locale)}
                  </Text>
                  {coin.rate_date && (
                    <Text size="xs" c="dimmed">
                      {t('rate_since', { date: formatCalendarDate(coin.rate_date, locale) })}
                    </Text>
                  )}
                </div>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('no_rate')}
                </Text>
              ),
          },
          {
            key: 'status',
            header: t('columns.status'),
            render: (coin) => (
              <Badge variant="dot" color={coin.enabled ? 'teal' : 'gray'}>
                {t(coin.enabled ? 'status.enabled' : 'status.disabled')}
              </Badge>
            ),
          },
        ],
        actions: [
          ...(canUpdate
            ? [
                {
                  label: (coin: Coin) => t('edit_coin', { name: coin.short_name }),
                  icon: IconPencil,
                  to: (coin: Coin) => coinPath(coin.id),
                },
              ]
            : []),
          ...(canDelete ? [deleteRow.action] : []),
        ],
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
