import { Progress, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { ChangeBadge } from './change-badge';

export interface TopRow {
  key: string;
  label: ReactNode;
  count: number;
  previous: number;
}

/**
 * A top list (the SPEC's Most… partials): each row with a bar as long as its share of the first, its count, the
 * count in the period before and the change. The bars are drawing only: the numbers are in the row.
 */
export function TopList({
  caption,
  nameHead,
  countHead,
  rows,
}: {
  caption: string;
  nameHead: string;
  countHead: string;
  rows: TopRow[];
}) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  if (rows.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  const most = Math.max(...rows.map((row) => row.count), 1);
  return (
    // A phone drops the rank (the order says it) and the previous period's figure, so the change stays on screen.
    <Table.ScrollContainer minWidth={300}>
      <Table aria-label={caption} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32} visibleFrom="sm">
              #
            </Table.Th>
            <Table.Th>{nameHead}</Table.Th>
            <Table.Th ta="right">{countHead}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('previous_period')}
            </Table.Th>
            <Table.Th ta="right">{t('change.head')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={row.key}>
              <Table.Td visibleFrom="sm">{i + 1}</Table.Td>
              <Table.Td>
                {row.label}
                <Progress value={(row.count / most) * 100} size="sm" mt={4} aria-hidden />
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatNumber(row.count, locale, 0)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {formatNumber(row.previous, locale, 0)}
              </Table.Td>
              <Table.Td ta="right">
                <ChangeBadge current={row.count} previous={row.previous} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
