import { Fieldset, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type OrderSettings, orderSettingsSchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormShell, LocaleNumberInput } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { wholeOr } from '../../../lib/number-input-values';
import { useUpdateOrderSettings } from '../api/order-settings';
import { useOrderStatusOptions } from '../api/order-status-options';
import { SaveFooter } from './save-footer';

interface OrderSettingsFormProps {
  saved: OrderSettings;
  canSave: boolean;
}

interface OrderSettingsValues {
  payment_timeout: number | string;
  cart_item_timeout: number | string;
  prepayment_percentage: number | string;
  guest_hold_share_percent: number | string;
  guest_hold_max_units: number | string;
  address_hold_max_units: number | string;
  review_images: number | string;
  /** The status id as the select holds it, or FINAL: none named (a final status discounts the inventory). */
  inventory_discount_status_id: string;
}

const FINAL = 'final';
const bodySchema = orderSettingsSchema.required();
const validateBody = zodValidate(bodySchema);

function bodyFrom(values: OrderSettingsValues) {
  return {
    payment_timeout: wholeOr(values.payment_timeout, undefined),
    cart_item_timeout: wholeOr(values.cart_item_timeout, undefined),
    prepayment_percentage: wholeOr(values.prepayment_percentage, undefined),
    guest_hold_share_percent: wholeOr(values.guest_hold_share_percent, undefined),
    guest_hold_max_units: wholeOr(values.guest_hold_max_units, undefined),
    address_hold_max_units: wholeOr(values.address_hold_max_units, undefined),
    review_images: wholeOr(values.review_images, undefined),
    inventory_discount_status_id:
      values.inventory_discount_status_id === FINAL ? null : Number(values.inventory_discount_status_id),
  };
}

/** The Orders and inventory tab: payment and cart timeouts, wholesale prepayment, the inventory status. */
export function OrderSettingsForm({ saved, canSave }: OrderSettingsFormProps) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateOrderSettings();
  const mayListStatuses = userCan(useCurrentUser(), ['read_orderStatuses']);
  const statuses = useOrderStatusOptions(mayListStatuses);
  const form = useForm<OrderSettingsValues>({
    initialValues: {
      payment_timeout: saved.payment_timeout,
      cart_item_timeout: saved.cart_item_timeout,
      prepayment_percentage: saved.prepayment_percentage,
      guest_hold_share_percent: saved.guest_hold_share_percent,
      guest_hold_max_units: saved.guest_hold_max_units,
      address_hold_max_units: saved.address_hold_max_units,
      review_images: saved.review_images,
      inventory_discount_status_id: saved.inventory_discount_status_id?.toString() ?? FINAL,
    },
    validate: (values) => validateBody(bodyFrom(values)),
  });

  const save = async (values: typeof form.values) => {
    await update.mutateAsync(bodySchema.parse(bodyFrom(values)));
    notifySuccess(t('saved'));
  };

  const statusOptions = [
    { value: FINAL, label: t('orders.final_status') },
    ...(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.label })),
  ];
  // Without the list the saved choice still shows, by its id, rather than disappearing.
  const current = form.values.inventory_discount_status_id;
  if (!statusOptions.some((o) => o.value === current)) {
    statusOptions.push({ value: current, label: `#${current}` });
  }
  const statusesNote = !mayListStatuses
    ? t('orders.statuses_forbidden')
    : statuses.isError
      ? t('orders.statuses_error')
      : undefined;

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocaleNumberInput
              label={t('orders.payment_timeout')}
              description={t('orders.payment_timeout_hint')}
              min={5}
              max={10_080}
              allowDecimal={false}
              {...form.getInputProps('payment_timeout')}
            />
            <LocaleNumberInput
              label={t('orders.cart_item_timeout')}
              min={5}
              max={10_080}
              allowDecimal={false}
              {...form.getInputProps('cart_item_timeout')}
            />
            <LocaleNumberInput
              label={t('orders.prepayment_percentage')}
              min={0}
              max={100}
              suffix="%"
              allowDecimal={false}
              {...form.getInputProps('prepayment_percentage')}
            />
            <LocaleNumberInput
              label={t('orders.review_images')}
              description={t('orders.review_images_hint')}
              min={0}
              max={10}
              allowDecimal={false}
              {...form.getInputProps('review_images')}
            />
          </SimpleGrid>
          <Fieldset legend={t('orders.guest_holds')}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('orders.guest_holds_hint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <LocaleNumberInput
                  label={t('orders.guest_hold_share_percent')}
                  min={1}
                  max={100}
                  suffix="%"
                  allowDecimal={false}
                  {...form.getInputProps('guest_hold_share_percent')}
                />
                <LocaleNumberInput
                  label={t('orders.guest_hold_max_units')}
                  min={1}
                  max={10_000}
                  allowDecimal={false}
                  {...form.getInputProps('guest_hold_max_units')}
                />
                <LocaleNumberInput
                  label={t('orders.address_hold_max_units')}
                  min={1}
                  max={10_000}
                  allowDecimal={false}
                  {...form.getInputProps('address_hold_max_units')}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Select
            label={t('orders.inventory_discount_status')}
            description={statusesNote ?? t('orders.inventory_discount_status_hint')}
            allowDeselect={false}
            data={statusOptions}
            {...form.getInputProps('inventory_discount_status_id')}
            onChange={(value) => form.setFieldValue('inventory_discount_status_id', value ?? FINAL)}
          />
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
