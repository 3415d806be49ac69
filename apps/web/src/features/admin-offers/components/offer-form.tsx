import { MultiSelect, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OFFER_KINDS,
  OFFER_PRIORITY_MAX,
  type Offer,
  type OfferBody,
  type OfferKind,
  offerBodySchema,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell, LocaleNumberInput, MoneyInput } from '../../../components/admin-kit';
import { ProductMultiSelect } from '../../../components/product-pickers';
import { categoryOptions, useCategoryTree } from '../../../lib/category-options';
import { zodValidate } from '../../../lib/forms';
import { centsToUnits, unitsToCents } from '../../../lib/money-units';
import { wholeOr } from '../../../lib/number-input-values';
import { OFFERS_SCREEN, useBrandChoices } from '../api/offers';
import { fromLocalInput, toLocalInput } from '../lib/local-date-time';
import { ShopTimeInput } from './shop-time-input';

/** What the form holds: ids as strings (Mantine's pickers), the value as typed, instants as the browser's local time. */
export interface OfferFormValues {
  name: string;
  kind: OfferKind;
  value: number | string;
  product_ids: string[];
  category_ids: string[];
  brand_ids: string[];
  retail: boolean;
  wholesale: boolean;
  starts_at: string;
  ends_at: string;
  priority: number | string;
  enabled: boolean;
}

const HOUR = 3_600_000;

export function emptyOffer(now = Date.now()): OfferFormValues {
  const start = new Date(Math.ceil(now / HOUR) * HOUR);
  return {
    name: '',
    kind: 'percentage',
    value: '',
    product_ids: [],
    category_ids: [],
    brand_ids: [],
    retail: true,
    wholesale: false,
    starts_at: toLocalInput(start.toISOString()),
    ends_at: toLocalInput(new Date(start.getTime() + 7 * 24 * HOUR).toISOString()),
    priority: 0,
    enabled: true,
  };
}

export function valuesOf(offer: Offer): OfferFormValues {
  return {
    name: offer.name,
    kind: offer.kind,
    value: offer.kind === 'percentage' ? offer.value : centsToUnits(offer.value),
    product_ids: offer.products.map((p) => String(p.id)),
    category_ids: offer.categories.map((c) => String(c.id)),
    brand_ids: offer.brands.map((b) => String(b.id)),
    retail: offer.retail,
    wholesale: offer.wholesale,
    starts_at: toLocalInput(offer.starts_at),
    ends_at: toLocalInput(offer.ends_at),
    priority: offer.priority,
    enabled: offer.enabled,
  };
}

/** Percentages are whole numbers; amounts and prices are typed in units and sent as cents (never a float). */
const bodyInputOf = (values: OfferFormValues) => ({
  ...values,
  value: values.kind === 'percentage' ? wholeOr(values.value, undefined) : unitsToCents(values.value),
  product_ids: values.product_ids.map(Number),
  category_ids: values.category_ids.map(Number),
  brand_ids: values.brand_ids.map(Number),
  starts_at: fromLocalInput(values.starts_at),
  ends_at: fromLocalInput(values.ends_at),
  priority: wholeOr(values.priority, 0),
});
const validateBody = zodValidate(offerBodySchema);

interface OfferFormProps {
  initialValues: OfferFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: OfferBody) => Promise<unknown>;
}

/** Issue 17 §1: what is taken off, of which products, for whom, and when. */
export function OfferForm({ initialValues, mode, onSubmit }: OfferFormProps) {
  const { t } = useTranslation(['admin-offers', 'common']);
  const categories = useCategoryTree();
  const brands = useBrandChoices();
  const form = useForm({
    initialValues,
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): OfferBody => offerBodySchema.parse(bodyInputOf(values)),
  });
  const kind = form.values.kind;

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={860}>
        <TextInput
          label={t('fields.name')}
          description={t('fields.name_hint')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="offer-kind-label">
            {t('fields.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="offer-kind-label"
            data={OFFER_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={kind}
            onChange={(next) => {
              // A percentage and an amount are different units: what was typed for one means nothing for the other.
              form.setFieldValue('kind', next as OfferKind);
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
            <MoneyInput
              label={t(kind === 'amount' ? 'fields.amount' : 'fields.price')}
              description={t('fields.money_hint')}
              min={0}
              withAsterisk
              {...form.getInputProps('value')}
            />
          )}
          <LocaleNumberInput
            label={t('fields.priority')}
            description={t('fields.priority_hint')}
            min={0}
            max={OFFER_PRIORITY_MAX}
            allowDecimal={false}
            {...form.getInputProps('priority')}
          />
          <ShopTimeInput label={t('fields.starts_at')} {...form.getInputProps('starts_at')} />
          <ShopTimeInput label={t('fields.ends_at')} {...form.getInputProps('ends_at')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('fields.targets_hint')}
        </Text>
        <ProductMultiSelect
          label={t('fields.product_ids')}
          accept={() => true}
          maxValues={200}
          value={form.values.product_ids}
          onChange={(ids) => form.setFieldValue('product_ids', ids)}
          error={form.errors.product_ids}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('fields.category_ids')}
            description={t('fields.category_ids_hint')}
            data={categoryOptions(categories.data ?? [])}
            searchable
            nothingFoundMessage={t('common:nothing_found')}
            clearable
            {...form.getInputProps('category_ids')}
          />
          <MultiSelect
            label={t('fields.brand_ids')}
            data={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            searchable
            nothingFoundMessage={t('common:nothing_found')}
            clearable
            {...form.getInputProps('brand_ids')}
          />
        </SimpleGrid>
        <Switch label={t('fields.retail')} {...form.getInputProps('retail', { type: 'checkbox' })} />
        <Switch label={t('fields.wholesale')} {...form.getInputProps('wholesale', { type: 'checkbox' })} />
        <Switch
          label={t('fields.enabled')}
          description={t('fields.enabled_hint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormActions
          backTo={OFFERS_SCREEN}
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
