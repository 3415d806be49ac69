import { Button, Group, Text } from '@mantine/core';
import { type ExchangeRate, exchangeRateListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus, IconTablePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type RowAction, useDeleteRow } from '../../../components/admin-kit';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDecimalText } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteExchangeRate } from '../api/delete-exchange-rate';
import { useExchangeRates } from '../api/get-exchange-rates';
import { ExchangeRateFilters } from '../components/exchange-rate-filters';
import { useRatePaths } from '../lib/rate-paths';

/** /admin/exchangeRates and /ExchangeRates/Index: every rate by coin and day, newest first. */
export function Component() {
  const { t } = useTranslation('admin-exchange-rates');
  const locale = useLocale();
  const paths = useRatePaths();
  const currentUser = useCurrentUser();
  const list = useListParams(exchangeRateListQuerySchema);
  const [query, update] = list;
  const rates = useExchangeRates(query);
  const deleteRate = useDeleteExchangeRate();
  const nameOf = (rate: ExchangeRate) => ({
    coin: rate.coin.short_name,
    date: formatCalendarDate(rate.date, locale),
  });
  const deleteRow = useDeleteRow<ExchangeRate>({
    label: (rate) => t('delete_rate', nameOf(rate)),
    title: t('delete.title'),
    message: (rate) => t('delete.confirm', nameOf(rate)),
    done: (rate) => t('notifications.deleted', nameOf(rate)),
    remove: (rate) => deleteRate.mutateAsync(rate.id),
  });
  const actions: RowAction<ExchangeRate>[] = [];
  if (userCan(currentUser, ['update_exchange_rate']))
    actions.push({
      label: (rate) => t('edit_rate', nameOf(rate)),
      icon: IconPencil,
      to: (rate) => paths.edit(rate.id),
    });
  if (userCan(currentUser, ['delete_exchange_rate'])) actions.push(deleteRow.action);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        userCan(currentUser, ['create_exchange_rate']) && (
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.batch}
              variant="light"
              leftSection={<IconTablePlus size={18} />}
            >
              {t('new_batch')}
            </Button>
            <Button component={Link} to={paths.create} leftSection={<IconPlus size={18} />}>
              {t('new')}
            </Button>
          </Group>
        )
      }
      list={list}
      result={rates}
      filters={<ExchangeRateFilters query={query} onChange={update} />}
      filtered={Boolean(query.coin_id || query.date_from || query.date_to)}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (rate: ExchangeRate) => rate.id,
        minWidth: 480,
        columns: [
          {
            key: 'coin',
            header: t('columns.coin'),
            sort: 'coin',
            render: (rate) => (
              <Text size="sm" fw={600} ff="monospace">
                {rate.coin.short_name}
              </Text>
            ),
          },
          {
            key: 'date',
            header: t('columns.date'),
            sort: 'date',
            render: (rate) => <Text size="sm">{formatCalendarDate(rate.date, locale)}</Text>,
          },
          {
            key: 'rate',
            header: t('columns.rate'),
            sort: 'rate',
            render: (rate) => (
              <Text size="sm" ff="monospace">
                {formatDecimalText(rate.rate, locale)}
              </Text>
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
