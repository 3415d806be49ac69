import { Select } from '@mantine/core';
import { REPORT_CHANNELS, type ReportChannel } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { CoinFilter } from '../../../components/admin-kit';

interface CoinAndChannel {
  coin?: string | undefined;
  channel: ReportChannel;
}

/** A report's coin (each on its own when none is chosen) and its retail / wholesale filters. */
export function CoinChannelFilters({
  query,
  update,
}: {
  query: CoinAndChannel;
  update: (patch: Partial<CoinAndChannel>) => void;
}) {
  const { t } = useTranslation('admin-reports');
  return (
    <>
      <CoinFilter
        label={t('coin')}
        placeholder={t('all_coins')}
        value={query.coin}
        onChange={(coin) => update({ coin })}
      />
      <Select
        label={t('channel')}
        data={REPORT_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
        value={query.channel}
        onChange={(value) => update({ channel: REPORT_CHANNELS.find((c) => c === value) ?? 'all' })}
        allowDeselect={false}
        w={200}
      />
    </>
  );
}
