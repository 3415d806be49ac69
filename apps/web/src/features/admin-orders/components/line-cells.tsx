import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An order line's product and SKU cells, as the order's tables show them (its lines, a picking list): the name over
 * its variant and whatever the table adds (an offer), in one box so a phone's card shows them beside the column's
 * label; the SKU on one line.
 */
export function LineCells({
  line,
  children,
}: {
  line: { name: string; variant: string | null; sku: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin-order');
  return (
    <>
      <Table.Td data-label={t('lines.product')}>
        <div>
          <Text size="sm" fw={500}>
            {line.name}
          </Text>
          {line.variant && (
            <Text size="xs" c="dimmed">
              {line.variant}
            </Text>
          )}
          {children}
        </div>
      </Table.Td>
      <Table.Td data-label={t('lines.sku')}>
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {line.sku}
        </Text>
      </Table.Td>
    </>
  );
}
