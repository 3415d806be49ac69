import { SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DISCOUNT_KINDS,
  type Discount,
  type DiscountBody,
  type DiscountKind,
  discountBodySchema,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell, LocaleNumberInput, MoneyInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { centsToUnits, unitsToCents } from '../../../lib/money-units';
import { wholeOr } from '../../../lib/number-input-values';
import { DISCOUNTS_SCREEN } from '../api/discounts';
import { fromLocalInput, toLocalInput } from '../lib/local-date-time';
import { ShopTimeInput } from './shop-time-input';

export interface DiscountFormValues {
  name: string;
  code: string;
  kind: DiscountKind;
  value: number | string;
  min_subtotal: number | string;
  starts_at: string;
  ends_at: string;
  usage_limit: number | string;
  per_customer_limit: number | string;
  enabled: boolean;
}

const DAY = 86_400_000;

export function emptyDiscount(now = Date.now()): DiscountFormValues {
  return {
    name: '',
    code: '',
    kind: 'percentage',
    value: '',
    min_subtotal: '',
    starts_at: toLocalInput(new Date(now).toISOString()),
    ends_at: toLocalInput(new Date(now + 30 * DAY).toISOString()),
    usage_limit: '',
    per_customer_limit: '',
    enabled: true,
  };
}

export function discountValuesOf(discount: Discount): DiscountFormValues {
  return {
    name: discount.name,
    code: discount.code,
    kind: discount.kind,
    value: discount.kind === 'percentage' ? discount.value : centsToUnits(discount.value),
    min_subtotal: discount.min_subtotal ? centsToUnits(discount.min_subtotal) : '',
    starts_at: toLocalInput(discount.starts_at),
    ends_at: toLocalInput(discount.ends_at),
    usage_limit: discount.usage_limit ?? '',
    per_customer_limit: discount.per_customer_limit ?? '',
    enabled: discount.enabled,
  };
}

const bodyInputOf = (values: DiscountFormValues) => ({
  ...values,
  value: values.kind === 'percentage' ? wholeOr(values.value, undefined) : unitsToCents(values.value),
  min_subtotal: String(values.min_subtotal).trim() === '' ? 0 : unitsToCents(values.min_subtotal),
  starts_at: fromLocalInput(values.starts_at),
  ends_at: fromLocalInput(values.ends_at),
  usage_limit: wholeOr(values.usage_limit, null),
  per_customer_limit: wholeOr(values.per_customer_limit, null),
});
const validateBody = zodValidate(discountBodySchema);

/** A cart discount: a coupon shoppers type, or (with no code) a rule that applies by itself (decision 028). */
export function DiscountForm({
  initialValues,
  mode,
  onSubmit,
}: {
  initialValues: DiscountFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: DiscountBody) => Promise<unknown>;
}) {
  const { t } = useTranslation(['admin-offers', 'common']);
  const form = useForm({
    initialValues,
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): DiscountBody => discountBodySchema.parse(bodyInputOf(values)),
  });
  const kind = form.values.kind;

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={860}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('discounts.fields.name')}
            description={t('discounts.fields.name_hint')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('discounts.fields.code')}
            description={t('discounts.fields.code_hint')}
            autoComplete="off"
            {...form.getInputProps('code')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="discount-kind-label">
            {t('discounts.fields.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="discount-kind-label"
            data={DISCOUNT_KINDS.map((value) => ({ value, label: t(`discounts.kinds.${value}`) }))}
            value={kind}
            onChange={(next) => {
              // A percentage and an amount are different units: what was typed for one means nothing for the other.
              form.setFieldValue('kind', next as DiscountKind);
              form.setFieldValue('value', '');
            }}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {kind === 'percentage' ? (
            <LocaleNumberInput
              label={t('fields.percentage')}
              suffix=" %"
              min={1}
              max={100}
              allowDecimal={false}
              withAsterisk
              {...form.getInputProps('value')}
            />
          ) : (
            <MoneyInput label={t('fields.amount')} min={0} withAsterisk {...form.getInputProps('value')} />
          )}
          <MoneyInput
            label={t('discounts.fields.min_subtotal')}
            description={t('discounts.fields.min_subtotal_hint')}
            min={0}
            {...form.getInputProps('min_subtotal')}
          />
          <ShopTimeInput label={t('fields.starts_at')} {...form.getInputProps('starts_at')} />
          <ShopTimeInput label={t('fields.ends_at')} {...form.getInputProps('ends_at')} />
          <LocaleNumberInput
            label={t('discounts.fields.usage_limit')}
            description={t('discounts.fields.limit_hint')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('usage_limit')}
          />
          <LocaleNumberInput
            label={t('discounts.fields.per_customer_limit')}
            description={t('discounts.fields.limit_hint')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('per_customer_limit')}
          />
        </SimpleGrid>
        <Switch
          label={t('fields.enabled')}
          description={t('fields.enabled_hint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormActions
          backTo={DISCOUNTS_SCREEN}
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
