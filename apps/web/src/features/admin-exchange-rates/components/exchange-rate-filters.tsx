import { Group, Select } from '@mantine/core';
import type { ExchangeRateListQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useCoinOptions } from '../api/get-coin-options';

interface ExchangeRateFiltersProps {
  query: ExchangeRateListQuery;
  onChange: (patch: Partial<ExchangeRateListQuery>, options?: { replace?: boolean }) => void;
}

/** Coin and date range; a date is a native date field, which gives the YYYY-MM-DD the API reads. */
export function ExchangeRateFilters({ query, onChange }: ExchangeRateFiltersProps) {
  const { t } = useTranslation('admin-exchange-rates');
  const coins = useCoinOptions();

  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('filters.coin')}
        placeholder={t('filters.any_coin')}
        data={coins.data ?? []}
        value={query.coin_id ? String(query.coin_id) : null}
        onChange={(value) => onChange({ coin_id: value ? Number(value) : undefined })}
        clearable
        searchable
        nothingFoundMessage={t('filters.no_coins')}
        w={{ base: '100%', sm: 220 }}
      />
      <DateField
        label={t('filters.date_from')}
        value={query.date_from ?? ''}
        max={query.date_to}
        onChange={(day) => onChange({ date_from: day || undefined })}
        w={{ base: '100%', sm: 180 }}
      />
      <DateField
        label={t('filters.date_to')}
        value={query.date_to ?? ''}
        min={query.date_from}
        onChange={(day) => onChange({ date_to: day || undefined })}
        w={{ base: '100%', sm: 180 }}
      />
    </Group>
  );
}
