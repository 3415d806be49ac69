import { Alert, Button, Grid, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  checkoutGaps,
  createOrderBodySchema,
  orderCode,
  type StaffOrderCustomer,
  type StaffOrderQuoteBody,
} from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CoinFilter } from '../../../components/admin-kit';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useShippingOptions } from '../../../lib/shipping-options';
import {
  useOrderCustomer,
  useOrderDraft,
  useOrderPickupPoints,
  usePlaceStaffOrder,
  useStaffOrderQuote,
} from '../api/new-order';
import { adminOrderScreens } from '../api/order-keys';
import { CustomerField } from '../components/new-order/customer-field';
import { type DeliveryChoice, DeliveryFields } from '../components/new-order/delivery-fields';
import { type DraftLine, OrderLinesField, quantityFits } from '../components/new-order/order-lines-field';
import { QuoteSummary } from '../components/new-order/quote-summary';
import { SectionCard } from '../components/section-card';

const NO_DELIVERY: DeliveryChoice = { method: null, beneficiaryId: null, location: null, pointId: null };

/** A note past its length is refused in the API's words, never cut where the browser would stop it. */
const noteRefusal = zodValidate(createOrderBodySchema.pick({ note: true }));

/** The server's word on one field of the choice, to show beside it (a map point outside the delivery area). */
const fieldRefusal = (error: unknown, field: string) =>
  error instanceof ApiError ? error.body.errors?.[field]?.[0] : undefined;

/**
 * /admin/orders/new (decision 098): an order taken for a customer who calls or writes. Staff find the customer, add
 * the products at the customer's prices, choose how it is received and paid, see the total the server quotes, and
 * place it; it is the customer's order from then on, mailed to them like any other.
 */
export function Component() {
  const { t } = useTranslation('admin-order');
  const navigate = useNavigate();
  const options = useShippingOptions();
  const place = usePlaceStaffOrder();
  const [customer, setCustomer] = useState<StaffOrderCustomer | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [delivery, setDelivery] = useState<DeliveryChoice>(NO_DELIVERY);
  const [payForm, setPayForm] = useState<string | null>(null);
  const [coin, setCoin] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  // "Repetir pedido" on an order's page opens this screen with `?from=`: its customer and lines to start with; a
  // customer's page with `?customer=`: them.
  const [params] = useSearchParams();
  const from = Number(params.get('from')) || null;
  const draft = useOrderDraft(from);
  const named = useOrderCustomer(Number(params.get('customer')) || null);
  useEffect(() => {
    if (named.data) setCustomer(named.data);
  }, [named.data]);
  useEffect(() => {
    if (!draft.data) return;
    setCustomer(draft.data.customer);
    setLines(
      draft.data.lines.map((line) => ({
        product: line.product,
        variationId: line.variation_id,
        quantity: line.quantity,
      })),
    );
    setDelivery(NO_DELIVERY);
  }, [draft.data]);

  const orderLines = lines.map((line) => ({
    product_id: line.product.id,
    variation_id: line.variationId,
    quantity: Number(line.quantity),
  }));
  const linesFit = lines.length > 0 && lines.every(quantityFits);
  const points = useOrderPickupPoints(linesFit ? orderLines : []);
  const choice = {
    delivery_method: delivery.method,
    beneficiary_id: delivery.method === 'home' ? delivery.beneficiaryId : null,
    location: delivery.method === 'home' ? delivery.location : null,
    point_of_sale_id: delivery.method === 'pickup' ? delivery.pointId : null,
  };
  // Quoted once everything the price depends on is chosen (the pay form is not: the checkout's own rule).
  const quoteBody: StaffOrderQuoteBody | null =
    customer && linesFit && delivery.method && checkoutGaps(choice, true).length === 0
      ? { ...choice, delivery_method: delivery.method, customer_id: customer.id, lines: orderLines, coin }
      : null;
  const quote = useStaffOrderQuote(quoteBody);
  const forms = delivery.method ? (options.data?.pay_forms[delivery.method] ?? []) : [];

  const chooseCustomer = (next: StaffOrderCustomer | null) => {
    // Prices, what may be bought and the addresses are the customer's: another one starts again.
    setCustomer(next);
    setLines([]);
    setDelivery(NO_DELIVERY);
  };
  const chooseDelivery = (next: DeliveryChoice) => {
    if (next.method !== delivery.method) setPayForm(null);
    setDelivery(next);
  };

  const submit = () => {
    if (!quoteBody || !quote.data || !payForm) return;
    const refused = noteRefusal({ note }).note;
    setNoteError(refused);
    if (refused) return;
    place.mutate(
      {
        ...quoteBody,
        alternative_beneficiary_id: null,
        pay_form: payForm,
        note: note.trim() || undefined,
        expected_total: quote.data.to_pay,
      },
      {
        onSuccess: (order) => {
          notifySuccess(t('new.created', { code: order.order_id, name: customer?.name ?? '' }));
          void navigate(adminOrderScreens.show(order.id));
        },
        onError: (error) => {
          // A total that moved meanwhile (an offer ended, a rate changed) is quoted again to be seen first.
          if (fieldRefusal(error, 'expected_total')) void quote.refetch();
          notifyError(error);
        },
      },
    );
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <PageTitle fz="h2">{t('new.title')}</PageTitle>
        <Text c="dimmed">{t('new.intro')}</Text>
      </Stack>
      {(named.data === null || named.isError) && (
        <Alert color="red" role="alert">
          {named.isError ? errorMessage(named.error) : t('new.customer_gone')}
        </Alert>
      )}
      {from !== null && draft.isError && (
        <Alert color="red" role="alert">
          {errorMessage(draft.error)}
        </Alert>
      )}
      {from !== null && draft.data && (
        <Alert color="blue" title={t('new.repeating', { code: orderCode(from) })}>
          {draft.data.missing.length > 0
            ? t('new.missing', { count: draft.data.missing.length, names: draft.data.missing.join(', ') })
            : t('new.repeating_body')}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <SectionCard title={t('new.customer')}>
              <CustomerField customer={customer} onChange={chooseCustomer} />
            </SectionCard>
            {customer && (
              <>
                <SectionCard title={t('new.products')}>
                  <OrderLinesField customerId={customer.id} lines={lines} onChange={setLines} />
                </SectionCard>
                <SectionCard title={t('new.delivery')}>
                  {options.data ? (
                    <DeliveryFields
                      options={options.data}
                      customerId={customer.id}
                      beneficiaries={customer.beneficiaries}
                      onAddressAdded={(added) =>
                        setCustomer({ ...customer, beneficiaries: [added, ...customer.beneficiaries] })
                      }
                      points={points.data}
                      choice={delivery}
                      onChange={chooseDelivery}
                      locationError={quote.isError ? fieldRefusal(quote.error, 'location') : undefined}
                    />
                  ) : (
                    options.isError && <Alert color="red">{errorMessage(options.error)}</Alert>
                  )}
                </SectionCard>
                <SectionCard title={t('new.payment')}>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <Select
                      label={t('new.pay_form')}
                      placeholder={delivery.method ? undefined : t('new.pay_form_first')}
                      data={forms.map((form) => ({ value: form.code, label: form.name }))}
                      value={payForm}
                      onChange={setPayForm}
                      disabled={!delivery.method}
                      allowDeselect={false}
                      withAsterisk
                    />
                    <CoinFilter
                      label={t('new.coin')}
                      placeholder={t('new.coin_base')}
                      value={coin}
                      onChange={setCoin}
                      w="100%"
                    />
                  </SimpleGrid>
                  <Textarea
                    label={t('new.note')}
                    autosize
                    minRows={2}
                    value={note}
                    onChange={(event) => setNote(event.currentTarget.value)}
                    error={noteError}
                  />
                </SectionCard>
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {/* Beside the form on a wide screen, in sight while staff scroll through it. */}
          <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}>
            <SectionCard title={t('new.summary')}>
              {!quoteBody ? (
                <Text size="sm" c="dimmed">
                  {t('new.summary_pending')}
                </Text>
              ) : quote.isError ? (
                <Alert color="red" role="alert">
                  {errorMessage(quote.error)}
                </Alert>
              ) : quote.data ? (
                <QuoteSummary quote={quote.data} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('new.quoting')}
                </Text>
              )}
              <Button
                onClick={submit}
                loading={place.isPending}
                disabled={!quote.data || quote.isError || quote.isPlaceholderData || !payForm}
                mt="sm"
              >
                {t('new.submit')}
              </Button>
            </SectionCard>
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
