import { ActionIcon, Group, Table, Text } from '@mantine/core';
import type { ExchangeRate } from '@shop/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useLocale } from '../../../lib/i18n';
import { useRatePaths } from '../lib/rate-paths';

interface ExchangeRateRowProps {
  rate: ExchangeRate;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (rate: ExchangeRate) => void;
}

export function ExchangeRateRow({ rate, canUpdate, canDelete, onDelete }: ExchangeRateRowProps) {
  const { t } = useTranslation('admin-exchange-rates');
  const locale = useLocale();
  const paths = useRatePaths();
  const date = formatCalendarDate(rate.date, locale);
  const name = { coin: rate.coin.short_name, date };

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} ff="monospace">
          {rate.coin.short_name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{date}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {rate.rate}
        </Text>
      </Table.Td>
      {(canUpdate || canDelete) && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            {canUpdate && (
              <ActionIcon
                component={Link}
                to={paths.edit(rate.id)}
                variant="subtle"
                aria-label={t('edit_rate', name)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            )}
            {canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('delete_rate', name)}
                onClick={() => onDelete(rate)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
