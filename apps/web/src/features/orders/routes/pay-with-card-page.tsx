import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Order, payWithCardBodySchema } from '@shop/contracts';
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/error-message';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { myCardsQuery } from '../../../lib/my-cards';
import { usePayWithCard } from '../api/pay-with-card';
import { OrderLoader } from '../components/order-loader';
import { OwnCards } from '../components/own-cards';
import { PaidAndDue } from '../components/paid-and-due';

function PayWithCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const pay = usePayWithCard(order.id);
  const cards = useQuery(myCardsQuery);
  const [partial, setPartial] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { number: '', pin: '' },
    validate: zodValidate(payWithCardBodySchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { message, order: paid } = await pay.mutateAsync(values);
      if (paid.payment_status === 'paid') {
        void navigate(`/orders/${paid.id}/success-page`, { replace: true });
        return;
      }
      setPartial(message);
      form.setValues({ number: '', pin: '' });
    } catch (error) {
      // A wrong PIN or a locked card is said beside the form, where the shopper is looking.
      if (!applyServerErrors(form, error)) setFailure(errorMessage(error));
    }
  }, focusInvalidField);

  if (!order.can_pay)
    return (
      <Alert color="red" title={t('card_payment.cannot_title')}>
        <Stack gap="xs">
          <Text size="sm">{t('error.cannot_pay')}</Text>
          <Anchor component={Link} to={`/orders/${order.id}/show`}>
            {t('success.see_order')}
          </Anchor>
        </Stack>
      </Alert>
    );

  return (
    <Stack gap="lg" maw={520} mx="auto" w="100%">
      <div>
        <PageTitle>{t('card_payment.title')}</PageTitle>
        <Text c="dimmed">{t('card_payment.subtitle', { id: order.order_id })}</Text>
      </div>
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Text>{t('amounts.to_pay')}</Text>
          <Text fw={600}>{order.amounts.to_pay_formatted}</Text>
        </Group>
        <PaidAndDue order={order} />
      </Paper>
      {partial && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {partial}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        {/* Neither field has a maxLength: a digit too many is refused by the schema, not cut off and sent. */}
        <Stack gap="md">
          <OwnCards
            order={order}
            number={form.values.number}
            onChoose={(number) => {
              form.setFieldValue('number', number);
              // A card picked leaves only its PIN to type; "another card" leaves its number.
              (number ? pinInput : numberInput).current?.focus();
            }}
          />
          <TextInput
            ref={numberInput}
            label={t('card_payment.number')}
            description={t('card_payment.number_hint')}
            placeholder="0000 0000 0000 0000"
            inputMode="numeric"
            autoComplete="off"
            required
            {...form.getInputProps('number')}
          />
          <PasswordInput
            ref={pinInput}
            label={t('card_payment.pin')}
            inputMode="numeric"
            autoComplete="off"
            w={180}
            required
            {...form.getInputProps('pin')}
          />
          <Group justify="space-between">
            <Anchor component={Link} to={`/orders/${order.id}/show`} size="sm">
              {t('card_payment.back')}
            </Anchor>
            <Button type="submit" leftSection={<IconCreditCard size={18} />} loading={pay.isPending}>
              {t('card_payment.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Text size="sm" c="dimmed">
        {/* Asked only of a shopper with no card at all: one with cards is told how they work, not asked. */}
        {cards.data?.data.length === 0 && `${t('card_payment.no_card')} `}
        <Anchor component={Link} to="/shopping-card-info" underline="always">
          {t('card_payment.learn')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** SPEC /payment_shopping_card/{id}: pays the order with a gift card's number and PIN. */
export function Component() {
  return <OrderLoader>{(order) => <PayWithCard order={order} />}</OrderLoader>;
}
