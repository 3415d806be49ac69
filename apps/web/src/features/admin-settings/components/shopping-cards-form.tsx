import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ShoppingCardSettings, shoppingCardSettingsBodySchema } from '@shop/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormShell, MoneyInput, RichTextInput } from '../../../components/admin-kit';
import { storefrontCoinsQuery } from '../../../lib/coin';
import { zodValidate } from '../../../lib/forms';
import { centsToUnits, unitsToCents } from '../../../lib/money-units';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateShoppingCardSettings } from '../api/shopping-card-settings';
import { SaveFooter } from './save-footer';

interface Values {
  amounts: Array<number | string>;
  min_recharge: number | string;
  max_recharge: number | string;
  coins: string[];
  allow_partial_payment: boolean;
  page: string;
}

const MAX_AMOUNTS = 8;
const validateBody = zodValidate(shoppingCardSettingsBodySchema);
const bodyFrom = (values: Values) => ({
  ...values,
  amounts: values.amounts.map(unitsToCents),
  min_recharge: unitsToCents(values.min_recharge),
  max_recharge: unitsToCents(values.max_recharge),
});

/**
 * The gift cards tab (SPEC's ShoppingCard partial and gift card page): the amounts a card is sold for, the recharge
 * range, the coins cards are sold in, whether a card may pay part of an order, and the gift card page's text.
 */
export function ShoppingCardsForm({ saved, canSave }: { saved: ShoppingCardSettings; canSave: boolean }) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateShoppingCardSettings();
  const coins = useQuery(storefrontCoinsQuery);
  const form = useForm<Values>({
    initialValues: {
      amounts: saved.amounts.map(centsToUnits),
      min_recharge: centsToUnits(saved.min_recharge),
      max_recharge: centsToUnits(saved.max_recharge),
      coins: saved.coins,
      allow_partial_payment: saved.allow_partial_payment,
      page: saved.page,
    },
    validate: (values) => validateBody(bodyFrom(values)),
  });
  const coinOptions = [...new Set([...(coins.data?.coins ?? []).map((c) => c.short_name), ...saved.coins])];

  const save = async (values: Values) => {
    await update.mutateAsync(shoppingCardSettingsBodySchema.parse(bodyFrom(values)));
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={760}>
          <Fieldset legend={t('cards.amounts')}>
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('cards.amounts_hint')}
              </Text>
              <Group gap="sm" align="flex-start">
                {form.values.amounts.map((_, index) => (
                  <Group key={`amount-${index.toString()}`} gap={4} align="flex-end" wrap="nowrap">
                    <MoneyInput
                      w={130}
                      aria-label={t('cards.amount_n', { n: index + 1 })}
                      {...form.getInputProps(`amounts.${index}`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={4}
                      aria-label={t('cards.remove_amount', { n: index + 1 })}
                      disabled={form.values.amounts.length <= 1}
                      onClick={() => form.removeListItem('amounts', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
              </Group>
              {form.errors.amounts && (
                <Text c="red" size="xs">
                  {form.errors.amounts}
                </Text>
              )}
              <Button
                variant="light"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} />}
                disabled={form.values.amounts.length >= MAX_AMOUNTS}
                onClick={() => form.insertListItem('amounts', '')}
              >
                {t('cards.add_amount')}
              </Button>
            </Stack>
          </Fieldset>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyInput label={t('cards.min_recharge')} {...form.getInputProps('min_recharge')} />
            <MoneyInput label={t('cards.max_recharge')} {...form.getInputProps('max_recharge')} />
          </SimpleGrid>
          <MultiSelect
            label={t('cards.coins')}
            description={t('cards.coins_hint')}
            data={coinOptions}
            {...form.getInputProps('coins')}
          />
          <Switch
            label={t('cards.allow_partial_payment')}
            description={t('cards.allow_partial_payment_hint')}
            {...form.getInputProps('allow_partial_payment', { type: 'checkbox' })}
          />
          <RichTextInput label={t('cards.page')} {...form.getInputProps('page')} />
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
