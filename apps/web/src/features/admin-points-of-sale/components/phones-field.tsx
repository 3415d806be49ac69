import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_POINT_PHONES } from '@shop/contracts';
import { IconPhonePlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PointOfSaleFormValues } from '../lib/form-values';

/** One to three phones; without a country code a number is Cuban (+53). */
export function PhonesField({ form }: { form: UseFormReturnType<PointOfSaleFormValues> }) {
  const { t } = useTranslation('admin-points-of-sale');
  const { phones } = form.values;
  return (
    <Stack gap="xs">
      {phones.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a phone is known by its place in the list while typed.
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            type="tel"
            label={t('fields.phone', { n: index + 1 })}
            description={index === 0 ? t('fields.phone_hint') : undefined}
            withAsterisk={index === 0}
            autoComplete="off"
            style={{ flex: 1 }}
            {...form.getInputProps(`phones.${index}`)}
          />
          {phones.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={index === 0 ? 50 : 28}
              aria-label={t('fields.remove_phone', { n: index + 1 })}
              onClick={() => form.removeListItem('phones', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {phones.length < MAX_POINT_PHONES && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPhonePlus size={14} />}
            onClick={() => form.insertListItem('phones', '')}
          >
            {t('fields.add_phone')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
