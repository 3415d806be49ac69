import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SHIPMENT_UNIT_RANGES_MAX, shipmentUnitRangeSchema } from '@shop/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput, MoneyInput } from '../../../components/admin-kit';
import type { ShipmentFormValues } from '../lib/shipment-form-values';

interface UnitRangesFieldProps {
  form: UseFormReturnType<ShipmentFormValues>;
}

/** The shipping price by number of units: rows of [from - to] → price, with SPEC §5's range rule shown above. */
export function UnitRangesField({ form }: UnitRangesFieldProps) {
  const { t } = useTranslation('admin-settings');
  const rows = form.values.shipment_unit_range;

  const addRow = () => {
    const last = rows.at(-1);
    // The next range starts right after the last one's upper bound, when it has one, read as the range's schema reads
    // it: blank is infinity and "1.000" is no bound in Spanish (decision 078), so the new row starts blank.
    const upper = last && shipmentUnitRangeSchema.shape.to.safeParse(last.to).data;
    const from = last === undefined ? 0 : typeof upper === 'number' ? upper + 1 : '';
    form.insertListItem('shipment_unit_range', { from, to: '', price: '' });
  };

  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm">
          {t('shipment.unit_ranges')}
        </Text>
        <Text c="dimmed" size="xs">
          {t('shipment.unit_ranges_rule')}
        </Text>
      </div>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shipment.no_ranges')}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shipment.range_from')}</Table.Th>
              <Table.Th>{t('shipment.range_to')}</Table.Th>
              <Table.Th>{t('shipment.range_price')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((_, index) => {
              const n = index + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place in the list.
                <Table.Tr key={index}>
                  <Table.Td>
                    <LocaleNumberInput
                      aria-label={t('shipment.range_from_n', { n })}
                      min={0}
                      allowDecimal={false}
                      {...form.getInputProps(`shipment_unit_range.${index}.from`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <LocaleNumberInput
                      aria-label={t('shipment.range_to_n', { n })}
                      placeholder={t('shipment.infinity')}
                      min={0}
                      allowDecimal={false}
                      {...form.getInputProps(`shipment_unit_range.${index}.to`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MoneyInput
                      aria-label={t('shipment.range_price_n', { n })}
                      {...form.getInputProps(`shipment_unit_range.${index}.price`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('shipment.remove_range', { n })}
                      onClick={() => form.removeListItem('shipment_unit_range', index)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= SHIPMENT_UNIT_RANGES_MAX}
          onClick={addRow}
        >
          {t('shipment.add_range')}
        </Button>
      </Group>
    </Stack>
  );
}
