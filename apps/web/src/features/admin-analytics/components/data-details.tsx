import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The numbers behind a chart, folded away: the chart's text alternative, and the figures to copy out. */
export function DataDetails({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  const { t } = useTranslation('admin-analytics');
  return (
    <Box component="details" mt="xs">
      <Text component="summary" size="sm" c="dimmed" style={{ cursor: 'pointer' }}>
        {t('show_data')}
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table striped fz="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {head.map((label, i) => (
                <Table.Th key={label} ta={i === 0 ? undefined : 'right'}>
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((cells, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are days or ranks in a fixed order.
              <Table.Tr key={r}>
                {cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are columns in a fixed order.
                  <Table.Td key={i} ta={i === 0 ? undefined : 'right'}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
