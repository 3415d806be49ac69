import { Button, Group, Stack, Title } from '@mantine/core';
import { type ExchangeRate, exchangeRateListQuerySchema } from '@shop/contracts';
import { IconPlus, IconTablePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useLocale } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteExchangeRate } from '../api/delete-exchange-rate';
import { useExchangeRates } from '../api/get-exchange-rates';
import { ExchangeRateFilters } from '../components/exchange-rate-filters';
import { ExchangeRatesTable } from '../components/exchange-rates-table';
import { useRatePaths } from '../lib/rate-paths';

/** /admin/exchangeRates and /ExchangeRates/Index: every rate by coin and day, newest first. */
export function Component() {
  const { t } = useTranslation('admin-exchange-rates');
  const locale = useLocale();
  const paths = useRatePaths();
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(exchangeRateListQuerySchema);
  const rates = useExchangeRates(query);
  const deleteRate = useDeleteExchangeRate();
  const [deleting, setDeleting] = useState<ExchangeRate | null>(null);
  const meta = rates.data?.meta;
  const canCreate = userCan(currentUser, ['create_exchange_rate']);
  const deletingName = deleting
    ? { coin: deleting.coin.short_name, date: formatCalendarDate(deleting.date, locale) }
    : { coin: '', date: '' };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {canCreate && (
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
        )}
      </Group>
      <ExchangeRateFilters query={query} onChange={update} />
      {rates.isError && !rates.data ? (
        <QueryError error={rates.error} retryLabel={t('retry')} onRetry={() => rates.refetch()} />
      ) : (
        <ExchangeRatesTable
          rates={rates.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={Boolean(query.coin_id || query.date_from || query.date_to)}
          canUpdate={userCan(currentUser, ['update_exchange_rate'])}
          canDelete={userCan(currentUser, ['delete_exchange_rate'])}
          onDelete={setDeleting}
        />
      )}
      <ListFooter
        meta={meta}
        page={query.page}
        totalLabel={t('total', { count: meta?.total ?? 0 })}
        onPage={(page) => update({ page })}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.confirm', deletingName)}
        onConfirm={() => deleteRate.mutateAsync(deleting?.id ?? 0)}
        onDeleted={() => {
          notifySuccess(t('notifications.deleted', deletingName));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
