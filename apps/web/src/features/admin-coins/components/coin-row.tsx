import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import type { Coin } from '@shop/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useLocale } from '../../../lib/i18n';
import { coinPath } from '../api/coin-keys';

interface CoinRowProps {
  coin: Coin;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (coin: Coin) => void;
}

export function CoinRow({ coin, canUpdate, canDelete, onDelete }: CoinRowProps) {
  const { t } = useTranslation('admin-coins');
  const locale = useLocale();

  return (
    <Table.Tr>
      <Table.Td>
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
      </Table.Td>
      <Table.Td>
        <Text size="sm">{coin.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{coin.symbol}</Text>
      </Table.Td>
      <Table.Td>
        {coin.rate ? (
          <RateCell
            rate={coin.rate}
            date={coin.rate_date ? formatCalendarDate(coin.rate_date, locale) : null}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('no_rate')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant="dot" color={coin.enabled ? 'teal' : 'gray'}>
          {t(coin.enabled ? 'status.enabled' : 'status.disabled')}
        </Badge>
      </Table.Td>
      {(canUpdate || canDelete) && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            {canUpdate && (
              <ActionIcon
                component={Link}
                to={coinPath(coin.id)}
                variant="subtle"
                aria-label={t('edit_coin', { name: coin.short_name })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            )}
            {canDelete && !coin.is_base && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('delete_coin', { name: coin.short_name })}
                onClick={() => onDelete(coin)}
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

/** The rate as the server wrote it (an exact decimal), with the day it took effect. */
function RateCell({ rate, date }: { rate: string; date: string | null }) {
  const { t } = useTranslation('admin-coins');
  return (
    <div>
      <Text size="sm" ff="monospace">
        {rate}
      </Text>
      {date && (
        <Text size="xs" c="dimmed">
          {t('rate_since', { date })}
        </Text>
      )}
    </div>
  );
}
