import { ActionIcon, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PROVINCES } from '@shop/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShipmentFormValues } from '../lib/shipment-form-values';

interface ServedProvincesFieldProps {
  form: UseFormReturnType<ShipmentFormValues>;
}

/** The places served: one row per province, with the municipalities served (none chosen: all of them). */
export function ServedProvincesField({ form }: ServedProvincesFieldProps) {
  const { t } = useTranslation('admin-settings');
  const rows = form.values.provinces;
  const chosen = new Set(rows.map((row) => row.province));
  const firstFree = PROVINCES.find((p) => !chosen.has(p.code));

  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm">
          {t('shipment.places')}
        </Text>
        <Text c="dimmed" size="xs">
          {t('shipment.places_hint')}
        </Text>
      </div>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('shipment.no_places')}
        </Text>
      )}
      {rows.map((row, index) => {
        const n = index + 1;
        const province = PROVINCES.find((p) => p.code === row.province);
        return (
          <Group key={`${row.province}-${n}`} align="flex-start" wrap="nowrap">
            {/* On a phone the province takes a line and its municipalities the next, so its name is not squeezed out. */}
            <Group gap="xs" flex={1} miw={0} align="flex-start">
              <Select
                aria-label={t('shipment.province_n', { n })}
                w={{ base: '100%', sm: 220 }}
                allowDeselect={false}
                searchable
                nothingFoundMessage={t('common:nothing_found')}
                data={PROVINCES.filter((p) => p.code === row.province || !chosen.has(p.code)).map((p) => ({
                  value: p.code,
                  label: p.name,
                }))}
                {...form.getInputProps(`provinces.${index}.province`)}
                onChange={(value) => {
                  // Another province's municipalities cannot stay chosen.
                  form.setFieldValue(`provinces.${index}`, { province: value ?? '', municipalities: [] });
                }}
              />
              <MultiSelect
                aria-label={t('shipment.municipalities_n', { n })}
                flex={1}
                searchable
                nothingFoundMessage={t('common:nothing_found')}
                clearable
                placeholder={row.municipalities.length === 0 ? t('shipment.whole_province') : undefined}
                data={(province?.municipalities ?? []).map((m) => ({ value: m.code, label: m.name }))}
                {...form.getInputProps(`provinces.${index}.municipalities`)}
              />
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('shipment.remove_province', { n })}
              onClick={() => form.removeListItem('provinces', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      {typeof form.errors.provinces === 'string' && (
        <Text c="red" size="sm">
          {form.errors.provinces}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={!firstFree}
          onClick={() =>
            firstFree && form.insertListItem('provinces', { province: firstFree.code, municipalities: [] })
          }
        >
          {t('shipment.add_province')}
        </Button>
      </Group>
    </Stack>
  );
}
