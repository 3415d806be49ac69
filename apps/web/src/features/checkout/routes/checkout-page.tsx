import { Alert, Button, Grid, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  type CheckoutGap,
  type CreateOrderBody,
  checkoutGaps,
  createOrderBodySchema,
  type DeliveryMethod,
  type MapPoint,
} from '@shop/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LazyMapPicker } from '../../../components/lazy-map-picker';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useCoin } from '../../../lib/coin';
import { errorMessage } from '../../../lib/error-message';
import { zodValidate } from '../../../lib/forms';
import { useShippingOptions } from '../../../lib/shipping-options';
import { useCheckoutQuote } from '../api/checkout-quote';
import { useBeneficiaryOptions, usePickupOptions } from '../api/checkout-sources';
import { useOrderLines } from '../api/order-source';
import { usePlaceOrder } from '../api/place-order';
import { CheckoutStep, showFirstInvalidStep } from '../components/checkout-step';
import { CouponField } from '../components/coupon-field';
import { DeliveryChoice } from '../components/delivery-choice';
import { OrderReview } from '../components/order-review';
import { PayFormChoice } from '../components/pay-form-choice';
import { PickupChoice } from '../components/pickup-choice';
import { RecipientChoice } from '../components/recipient-choice';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The server's word on one field, to show beside it: the map point (outside the delivery area), the coupon (unknown,
 * used up). Any other refusal is the alert's alone.
 */
const fieldRefusal = (error: unknown, field: 'location' | 'coupon') =>
  error instanceof ApiError ? error.body.errors?.[field]?.[0] : undefined;

const samePoint = (a: MapPoint | null, b: MapPoint | null) =>
  a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude;

/** The one item of a list of one; nothing where there is a choice to make (or nothing to choose). */
const onlyOne = <T,>(list: readonly T[] | undefined): T | undefined =>
  list?.length === 1 ? list[0] : undefined;

type Problems = Partial<Record<CheckoutGap | 'note', string>>;

/** A note past its length is refused in the API's words, never cut where the browser would stop it. */
const noteRefusal = zodValidate(createOrderBodySchema.pick({ note: true }));

/**
 * The checkout (SPEC §2 "Checkout"): delivery or pickup, who receives, where, how to pay, review and confirm. With
 * `?reservation=12` it orders a wholesaler's approved reservation instead of the cart (decision 031).
 */
export function Component() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { coin } = useCoin();
  const [params] = useSearchParams();
  const reservationId = Number(params.get('reservation')) || null;
  const cart = useOrderLines(reservationId);
  const options = useShippingOptions();
  const beneficiaries = useBeneficiaryOptions();
  const points = usePickupOptions(cart.data?.items);
  const placeOrder = usePlaceOrder(reservationId);

  const [method, setMethod] = useState<DeliveryMethod | null>(null);
  const [beneficiaryId, setBeneficiaryId] = useState<number | null>(null);
  const [alternativeId, setAlternativeId] = useState<number | null>(null);
  const [location, setLocation] = useState<MapPoint | null>(null);
  const [pointId, setPointId] = useState<number | null>(null);
  const [payForm, setPayForm] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [coupon, setCoupon] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const choice = {
    delivery_method: method,
    beneficiary_id: beneficiaryId,
    location,
    point_of_sale_id: pointId,
  };
  // The orders service applies the very same rule (contracts/checkout-rules.ts).
  const ready = checkoutGaps(choice, true).length === 0;
  // What the quote and the order send: only the chosen method's fields (who receives a delivery and where, or the
  // pickup point), whatever the shopper picked under the other method before switching.
  const delivery = {
    delivery_method: method as DeliveryMethod,
    beneficiary_id: method === 'home' ? beneficiaryId : null,
    alternative_beneficiary_id: method === 'home' ? alternativeId : null,
    point_of_sale_id: method === 'pickup' ? pointId : null,
    location: method === 'home' ? location : null,
  };
  const quote = useCheckoutQuote(
    ready
      ? {
          delivery_method: delivery.delivery_method,
          beneficiary_id: delivery.beneficiary_id,
          point_of_sale_id: delivery.point_of_sale_id,
          location: delivery.location,
          coin: coin?.short_name,
          coupon: coupon || undefined,
        }
      : null,
    reservationId,
  );

  if (cart.isPending || options.isPending) return <PageLoader />;
  if (cart.isError || options.isError)
    return (
      <QueryError
        error={cart.error ?? options.error}
        retryLabel={t('retry')}
        onRetry={() => void Promise.all([cart.refetch(), options.refetch()])}
      />
    );
  if (!cart.data.items.length)
    return (
      <Paper withBorder p="xl" ta="center" maw={560} mx="auto">
        <Stack align="center">
          <PageTitle size="h3">{t('empty.title')}</PageTitle>
          <Text>{t('empty.text')}</Text>
          <Button component={Link} to="/store">
            {t('empty.to_store')}
          </Button>
        </Stack>
      </Paper>
    );

  const forms = method ? options.data.pay_forms[method] : [];
  // The chosen beneficiary, when the point on the map is their last delivery's (decision 079) rather than one the
  // shopper marked.
  const chosen = beneficiaries.data?.find((b) => b.id === beneficiaryId);
  const rememberedFor = chosen && samePoint(location, chosen.location) ? chosen : undefined;

  const chooseMethod = (next: DeliveryMethod) => {
    setMethod(next);
    setProblems({});
    // Where there is one of a thing there is nothing to choose: the only beneficiary (with their last delivery's
    // point), the only pickup point holding the order, the only pay form of this way of receiving it are taken.
    setPayForm(onlyOne(options.data.pay_forms[next])?.code ?? null);
    const beneficiary = onlyOne(beneficiaries.data);
    if (next === 'home' && beneficiaryId === null && beneficiary) chooseBeneficiary(beneficiary.id);
    const point = onlyOne(points.data);
    if (next === 'pickup' && pointId === null && point) setPointId(point.id);
  };

  function chooseBeneficiary(id: number) {
    setBeneficiaryId(id);
    // The second beneficiary is someone else: the one now chosen first is no longer offered as second.
    if (alternativeId === id) setAlternativeId(null);
    // A point the shopper marked stays; one that came with the beneficiary picked before goes with them.
    if (location === null || rememberedFor)
      setLocation(beneficiaries.data?.find((b) => b.id === id)?.location ?? null);
  }

  const submit = () => {
    const found: Problems = {
      ...Object.fromEntries(
        checkoutGaps({ ...choice, pay_form: payForm }).map((gap) => [gap, t(`problems.${gap}`)]),
      ),
      ...noteRefusal({ note: note.trim() || undefined }),
    };
    setProblems(found);
    if (Object.keys(found).length || !method || !payForm) {
      showFirstInvalidStep();
      return;
    }
    const body: CreateOrderBody = {
      ...delivery,
      pay_form: payForm,
      note: note.trim() || undefined,
      coin: coin?.short_name,
      coupon: coupon || undefined,
      // The total on the screen: one that moved meanwhile is refused, and the page shows the new one (decision 067).
      expected_total: quote.data?.to_pay,
    };
    placeOrder.mutate(body, {
      onSuccess: (order) => void navigate(`/orders/${order.id}/success-page`, { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && error.body.errors?.expected_total)
          void Promise.all([quote.refetch(), cart.refetch()]);
      },
    });
  };

  let step = 1;
  return (
    <Stack gap="lg">
      <PageTitle>
        {reservationId === null ? t('title') : t('reservation_title', { id: reservationId })}
      </PageTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <CheckoutStep step={step++} title={t('delivery.title')} invalid={!!problems.delivery}>
              <DeliveryChoice
                value={method}
                onChange={chooseMethod}
                offered={{ home: options.data.home_delivery, pickup: options.data.local_pickup }}
              />
              {problems.delivery && (
                <Text c="red" size="sm">
                  {problems.delivery}
                </Text>
              )}
            </CheckoutStep>

            {method === 'home' && (
              <>
                <CheckoutStep
                  step={step++}
                  title={t('recipient.title')}
                  subtitle={t('recipient.subtitle')}
                  invalid={!!problems.recipient}
                >
                  <RecipientChoice
                    beneficiaries={beneficiaries.data ?? []}
                    value={beneficiaryId}
                    onChange={chooseBeneficiary}
                    alternative={alternativeId}
                    onAlternativeChange={setAlternativeId}
                    error={problems.recipient}
                  />
                </CheckoutStep>
                <CheckoutStep
                  step={step++}
                  title={t('location.title')}
                  subtitle={t('location.subtitle')}
                  invalid={!!problems.location}
                >
                  {rememberedFor && (
                    <Text size="sm" c="dimmed">
                      {t('location.remembered', { name: rememberedFor.name })}
                    </Text>
                  )}
                  {/* The map's code loads only once the shopper chooses home delivery. */}
                  <LazyMapPicker
                    label={t('location.map')}
                    value={location}
                    onChange={setLocation}
                    error={
                      problems.location ?? (quote.isError ? fieldRefusal(quote.error, 'location') : undefined)
                    }
                  />
                </CheckoutStep>
              </>
            )}

            {method === 'pickup' && (
              <CheckoutStep step={step++} title={t('pickup.title')} invalid={!!problems.pickup}>
                <PickupChoice
                  points={points.data ?? []}
                  value={pointId}
                  onChange={setPointId}
                  error={problems.pickup}
                />
              </CheckoutStep>
            )}

            {method && (
              <CheckoutStep
                step={step++}
                title={t('pay_form.title')}
                invalid={!!(problems.pay_form || problems.note)}
              >
                <PayFormChoice
                  forms={forms}
                  value={payForm}
                  onChange={setPayForm}
                  paymentTimeout={options.data.payment_timeout}
                  prepayment={
                    cart.data.is_wholesaler && options.data.wholesale_prepayment > 0
                      ? options.data.wholesale_prepayment
                      : null
                  }
                />
                {problems.pay_form && (
                  <Text c="red" size="sm">
                    {problems.pay_form}
                  </Text>
                )}
                <Textarea
                  label={t('note.label')}
                  description={t('note.hint')}
                  autosize
                  minRows={2}
                  error={problems.note}
                  value={note}
                  onChange={(event) => setNote(event.currentTarget.value)}
                />
              </CheckoutStep>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md" pos="sticky" top={80}>
            <OrderReview cart={cart.data} quote={quote.data} quoting={quote.isFetching} />
            <Paper withBorder p="md">
              <CouponField
                applied={coupon}
                onApply={setCoupon}
                refusal={coupon && quote.isError ? fieldRefusal(quote.error, 'coupon') : undefined}
              />
            </Paper>
            {quote.isError && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />}>
                {/* A refusal says why in the server's words; anything else is SPEC §8's price error. */}
                {isRefusal(quote.error) ? errorMessage(quote.error) : t('review.price_error')}
              </Alert>
            )}
            {placeOrder.isError && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
                {errorMessage(placeOrder.error)}
              </Alert>
            )}
            {/* Once the choice is complete, confirmed only with its total on the screen. */}
            <Button
              size="lg"
              onClick={submit}
              loading={placeOrder.isPending || (ready && quote.isPending)}
              disabled={quote.isError}
            >
              {t('confirm')}
            </Button>
            {reservationId === null ? (
              <Button component={Link} to="/Cart" variant="subtle">
                {t('back_to_cart')}
              </Button>
            ) : (
              <Button component={Link} to="/Profile/Reservations" variant="subtle">
                {t('back_to_reservations')}
              </Button>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
