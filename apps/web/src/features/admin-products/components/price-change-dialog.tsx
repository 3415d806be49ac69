import { List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  divideRounded,
  PRICE_CHANGE_PERCENT_MAX,
  PRICE_CHANGE_PERCENT_MIN,
  type ProductListItem,
  type ProductPriceChangeBody,
  productPriceChangeBodySchema,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog, LocaleNumberInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useChangePrices } from '../api/change-prices';
import { useMoneyFormat } from '../lib/money';

/** How many of the chosen products the dialog shows with their price before and after. */
const EXAMPLES = 3;

/**
 * Raises or cuts by one percentage every own price of the products chosen in the list (decision 093), showing a few
 * of them before and after as the server will round them. Mounted per opening.
 */
export function PriceChangeDialog({
  slugs,
  shown,
  onClose,
  onDone,
}: {
  slugs: string[];
  /** The chosen products this page of the list shows, for the examples. */
  shown: ProductListItem[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-products');
  const money = useMoneyFormat();
  const change = useChangePrices();
  const form = useForm({
    initialValues: { percent: '' as number | string },
    validate: (values) => zodValidate(productPriceChangeBodySchema)({ slugs, percent: values.percent }),
    transformValues: (values): ProductPriceChangeBody =>
      productPriceChangeBodySchema.parse({ slugs, percent: values.percent }),
  });
  const percent = productPriceChangeBodySchema.shape.percent.safeParse(form.values.percent);
  const after = (cents: number) =>
    percent.success ? Number(divideRounded(BigInt(cents) * BigInt(100 + percent.data), 100n)) : cents;

  return (
    <FormDialog
      opened
      title={t('price_change.title', { count: slugs.length })}
      onClose={onClose}
      form={form}
      submitLabel={t('price_change.submit')}
      onSubmit={async (body: ProductPriceChangeBody) => {
        const reply = await change.mutateAsync(body);
        notifySuccess(t('price_change.done', { count: reply.changed }));
        onDone();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('price_change.intro', { count: slugs.length })}</Text>
        <LocaleNumberInput
          label={t('price_change.percent')}
          description={t('price_change.percent_hint', {
            min: PRICE_CHANGE_PERCENT_MIN,
            max: PRICE_CHANGE_PERCENT_MAX,
          })}
          suffix=" %"
          allowDecimal={false}
          withAsterisk
          data-autofocus
          {...form.getInputProps('percent')}
        />
        {percent.success && shown.length > 0 && (
          <div>
            <Text size="sm" fw={500}>
              {t('price_change.examples')}
            </Text>
            <List size="sm" spacing={2}>
              {shown.slice(0, EXAMPLES).map((product) => (
                <List.Item key={product.slug}>
                  {t('price_change.example', {
                    name: product.name,
                    before: money(product.regular_price),
                    after: money(after(product.regular_price)),
                  })}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </FormDialog>
  );
}
