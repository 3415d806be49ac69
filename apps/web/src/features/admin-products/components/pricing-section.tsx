import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { marginPercent, priceProduct, productBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput, MoneyInput } from '../../../components/admin-kit';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { unitsToCents, useMoneyFormat } from '../lib/money';
import type { ProductForm } from './product-form-type';

const cents = (units: number | string) => {
  const value = unitsToCents(units);
  return value === undefined || Number.isNaN(value) ? null : value;
};

/** The product's own fields, so that the preview reads a figure with the bounds the save will. */
const {
  discount_percentage: percentageField,
  tax: taxField,
  min_quantity: minimumField,
} = productBodySchema.shape;

/**
 * A whole number as the product's schema reads it (decision 078), blank as 0; null where the schema refuses it
 * ("10,5", "20.000", "150" for a percentage): the preview has no price for it rather than a clamped or rounded one.
 */
function whole(value: number | string, field: typeof taxField): number | null {
  if (String(value).trim() === '') return 0;
  const read = field.safeParse(value);
  return read.success ? read.data : null;
}

export function PricingSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('admin-products');
  const money = useMoneyFormat();
  const locale = useLocale();
  const values = form.values;
  const discountPercentage = whole(values.discount_percentage, percentageField);
  const tax = whole(values.tax, taxField);
  const minQuantity = whole(values.min_quantity, minimumField);
  // The same function the server stores prices with, so what staff see is what shoppers will pay.
  const pricing = priceProduct({
    regular_price: cents(values.regular_price) ?? 0,
    sale_price: cents(values.sale_price),
    discount_percentage: discountPercentage ?? 0,
    tax: tax ?? 0,
    wholesale_price: cents(values.wholesale_price),
    min_quantity: minQuantity ?? 0,
  });
  const hasSale = cents(values.sale_price) !== null;
  // A figure the form cannot read ("0,125", "-5", a discount of "10,5 %") has no price to show: a dash, not 0,00 $.
  const readable =
    [values.regular_price, values.sale_price, values.wholesale_price, values.cost_price].every((units) => {
      const minor = unitsToCents(units) ?? 0;
      return !Number.isNaN(minor) && minor >= 0;
    }) &&
    discountPercentage !== null &&
    tax !== null &&
    minQuantity !== null;
  const shown = (minor: number) => (readable ? money(minor) : '—');
  // What a retail unit leaves, taxes out (decision 110): the sold products report's profit, one unit ahead.
  const cost = cents(values.cost_price);
  const net = pricing.final_price - pricing.tax_value;
  const margin = cost === null ? null : marginPercent(net - cost, net);
  const profit =
    !readable || cost === null
      ? '—'
      : margin === null
        ? money(net - cost)
        : t('preview.profit_value', { amount: money(net - cost), margin: formatNumber(margin, locale, 1) });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MoneyInput label={t('fields.regular_price')} withAsterisk {...form.getInputProps('regular_price')} />
        <MoneyInput
          label={t('fields.sale_price')}
          description={t('fields.sale_price_hint')}
          {...form.getInputProps('sale_price')}
        />
        <LocaleNumberInput
          label={t('fields.discount_percentage')}
          description={t(hasSale ? 'fields.discount_percentage_ignored' : 'fields.discount_percentage_hint')}
          disabled={hasSale}
          min={0}
          max={100}
          suffix=" %"
          allowDecimal={false}
          {...form.getInputProps('discount_percentage')}
        />
        <LocaleNumberInput
          label={t('fields.tax')}
          description={t('fields.tax_hint')}
          min={0}
          max={100}
          suffix=" %"
          allowDecimal={false}
          {...form.getInputProps('tax')}
        />
        <MoneyInput
          label={t('fields.wholesale_price')}
          description={t('fields.wholesale_price_hint')}
          {...form.getInputProps('wholesale_price')}
        />
        <LocaleNumberInput
          label={t('fields.min_quantity')}
          description={t('fields.min_quantity_hint')}
          min={1}
          max={100_000}
          allowDecimal={false}
          {...form.getInputProps('min_quantity')}
        />
        <MoneyInput
          label={t('fields.cost_price')}
          description={t('fields.cost_price_hint')}
          {...form.getInputProps('cost_price')}
        />
      </SimpleGrid>
      <Paper withBorder p="sm" radius="md" aria-label={t('preview.title')} role="group">
        <Text size="sm" fw={600} mb="xs">
          {t('preview.title')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          <Figure
            label={t('preview.final_price')}
            value={shown(pricing.final_price)}
            testId="preview-final"
          />
          <Figure
            label={t('preview.discount')}
            value={
              readable
                ? t('preview.discount_value', {
                    amount: money(pricing.discount),
                    percentage: pricing.discount_percentage,
                  })
                : '—'
            }
            testId="preview-discount"
          />
          <Figure label={t('preview.tax_value')} value={shown(pricing.tax_value)} testId="preview-tax" />
          <Figure
            label={
              minQuantity === null
                ? t('preview.wholesale_unread')
                : t('preview.wholesale', { count: pricing.min_quantity })
            }
            value={shown(pricing.wholesale_price)}
            testId="preview-wholesale"
          />
          <Figure label={t('preview.profit')} value={profit} testId="preview-profit" />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
