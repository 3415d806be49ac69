import { Button, Chip, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CardSale, cardPurchaseBodySchema, type ShoppingCardInfo } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBuyCard, usePayCardSaleOnline } from '../api/cards';
import { onlineProvidersFor, PayFormChoice } from './pay-form-choice';

interface BuyCardFormProps {
  info: ShoppingCardInfo;
  onBought: (sale: CardSale) => void;
}

/** Buying a card: one of the offered amounts, a card coin, and how it will be paid. */
export function BuyCardForm({ info, onBought }: BuyCardFormProps) {
  const { t } = useTranslation('shopping-cards');
  const buy = useBuyCard();
  const payOnline = usePayCardSaleOnline();
  const firstCoin = info.coins[0] ?? '';
  const form = useForm({
    initialValues: {
      coin: firstCoin,
      amount: String(info.amounts[0]?.amount ?? ''),
      pay_form: onlineProvidersFor(info, firstCoin)[0] ?? info.pay_forms[0]?.code ?? '',
    },
    validate: (values) => zodValidate(cardPurchaseBodySchema)({ ...values, amount: Number(values.amount) }),
  });
  const amounts = info.amounts.filter((a) => a.coin === form.values.coin);
  const online = onlineProvidersFor(info, form.values.coin);

  const submit = form.onSubmit(async (values) => {
    try {
      const { message, sale } = await buy.mutateAsync({ ...values, amount: Number(values.amount) });
      if (await payOnline.payIfOnline(sale)) return;
      notifySuccess(message);
      onBought(sale);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  }, focusInvalidField);

  if (info.pay_forms.length === 0 && info.online_providers.length === 0)
    return <Text c="dimmed">{t('buy.unavailable')}</Text>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {info.coins.length > 1 && (
          <Select
            label={t('buy.coin')}
            data={info.coins}
            allowDeselect={false}
            {...form.getInputProps('coin')}
            onChange={(coin) => {
              form.setFieldValue('coin', coin ?? '');
              form.setFieldValue('amount', String(info.amounts.find((a) => a.coin === coin)?.amount ?? ''));
              // A provider that does not take the new coin is no longer a choice.
              if (!onlineProvidersFor(info, coin ?? '').some((p) => p === form.values.pay_form))
                form.setFieldValue('pay_form', info.pay_forms[0]?.code ?? '');
            }}
          />
        )}
        <div>
          <Text size="sm" fw={500} mb={6} id="card-amount-label">
            {t('buy.amount')}
          </Text>
          <Chip.Group {...form.getInputProps('amount')}>
            <Group gap="xs" role="radiogroup" aria-labelledby="card-amount-label">
              {amounts.map((a) => (
                <Chip key={a.amount} value={String(a.amount)} type="radio">
                  {a.formatted}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {form.errors.amount && (
            <Text c="red" size="xs" mt={4}>
              {form.errors.amount}
            </Text>
          )}
        </div>
        <PayFormChoice
          payForms={info.pay_forms}
          onlineProviders={online}
          {...form.getInputProps('pay_form')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={buy.isPending || payOnline.isPending}>
            {t('buy.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
