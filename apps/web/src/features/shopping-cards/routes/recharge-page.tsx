import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CardSale, cardRechargeBodySchema } from '@shop/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GiftCardTile } from '../../../components/gift-card-tile';
import { MoneyInput } from '../../../components/money-input';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { unitsToCents } from '../../../lib/money-units';
import { notifyError } from '../../../lib/notify';
import { useCard, useCardInfo, usePayCardSaleOnline, useRechargeCard } from '../api/cards';
import { onlineProvidersFor, PayFormChoice } from '../components/pay-form-choice';

/** /Profile/shopping_card/recharge/{id}: adds money to a card, credited once its payment is confirmed. */
export function Component() {
  const { t } = useTranslation('shopping-cards');
  const id = Number(useParams().id);
  const card = useCard(id);
  const info = useCardInfo();
  const recharge = useRechargeCard(id);
  const payOnline = usePayCardSaleOnline();
  const [done, setDone] = useState<{ message: string; sale: CardSale } | null>(null);
  const form = useForm<{ amount: number | string; pay_form: string }>({
    initialValues: { amount: '', pay_form: '' },
    validate: (values) =>
      zodValidate(cardRechargeBodySchema)({ amount: unitsToCents(values.amount), pay_form: values.pay_form }),
  });

  if (card.error instanceof ApiError && card.error.status === 404) throw card.error;
  if (card.isPending || info.isPending) return <PageLoader />;
  if (card.isError)
    return <QueryError error={card.error} retryLabel={t('retry')} onRetry={() => void card.refetch()} />;
  if (info.isError)
    return <QueryError error={info.error} retryLabel={t('retry')} onRetry={() => void info.refetch()} />;

  const submit = form.onSubmit(async (values) => {
    try {
      const amount = unitsToCents(values.amount) ?? 0;
      const reply = await recharge.mutateAsync({ amount, pay_form: values.pay_form });
      if (!(await payOnline.payIfOnline(reply.sale))) setDone(reply);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  }, focusInvalidField);

  return (
    <Stack maw={560} mx="auto" w="100%" gap="lg">
      <Anchor component={Link} to={`/Profile/shopping_card/${id}`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('recharge.back')}
        </Group>
      </Anchor>
      <PageTitle>{t('recharge.title')}</PageTitle>
      <GiftCardTile card={card.data} />
      {done ? (
        <Alert color="green" title={done.message}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {done.sale.pay_form.name} · {done.sale.amount_formatted}
            </Text>
            {done.sale.pay_form.instructions && <Text size="sm">{done.sale.pay_form.instructions}</Text>}
            <Anchor component={Link} to="/Profile/shopping_card" size="sm">
              {t('recharge.see_cards')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <MoneyInput
                label={t('recharge.amount', { coin: card.data.coin })}
                description={t('recharge.range', {
                  min: info.data.min_recharge_formatted,
                  max: info.data.max_recharge_formatted,
                })}
                required
                {...form.getInputProps('amount')}
              />
              <PayFormChoice
                payForms={info.data.pay_forms}
                onlineProviders={onlineProvidersFor(info.data, card.data.coin)}
                required
                {...form.getInputProps('pay_form')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={recharge.isPending || payOnline.isPending}>
                  {t('recharge.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
