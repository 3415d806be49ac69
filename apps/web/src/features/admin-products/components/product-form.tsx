import {
  Alert,
  Anchor,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  lowAvailabilityThreshold,
  PRIORITY_MAX,
  PRODUCT_KINDS,
  type ProductBody,
  productBodySchema,
  RELATED_STRATEGIES,
  WARRANTY_UNITS,
} from '@shop/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormActions, FormShell, LocaleNumberInput, SlugInput } from '../../../components/admin-kit';
import { ProductMultiSelect } from '../../../components/product-pickers';
import { categoryOptions } from '../../../lib/category-options';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { zodValidate } from '../../../lib/forms';
import { useBrandOptions, useCategoryTree, useUnitOptions } from '../api/get-options';
import { productScreens } from '../api/product-keys';
import { type ProductFormValues, toProductInput } from '../lib/form-values';
import { ComboItemsField } from './combo-items-field';
import { FormSection } from './form-section';
import { PricingSection } from './pricing-section';
import type { ProductForm as ProductFormType } from './product-form-type';

const validateBody = zodValidate(productBodySchema);

interface ProductFormProps {
  initialValues: ProductFormValues;
  mode: 'create' | 'edit';
  /** The product being edited: it cannot be its own related product or combo part. */
  productId?: number;
  /** Saves; may answer the values the form should go on from. */
  onSubmit: (body: ProductBody) => Promise<ProductFormValues | undefined>;
}

/** Every field of `productBodySchema`, grouped as staff think of a product, checked by the API's own schema. */
export function ProductForm({ initialValues, mode, productId, onSubmit }: ProductFormProps) {
  const { t } = useTranslation(['admin-products', 'common']);
  const form: ProductFormType = useForm({
    initialValues,
    validate: (values: ProductFormValues) => ({
      ...validateBody(toProductInput(values)),
      // The API's own rule, checked here too so that the combo is not sent empty.
      ...(values.kind === 'combo' && values.combo_items.length === 0
        ? { combo_items: t('combo.needs_items') }
        : {}),
    }),
    transformValues: (values: ProductFormValues): ProductBody =>
      productBodySchema.parse(toProductInput(values)),
  });

  return (
    <FormShell
      form={form}
      onSubmit={async (body: ProductBody) => {
        const next = await onSubmit(body);
        if (next) {
          form.setValues(next);
          form.resetDirty(next);
        }
      }}
      guardLeaving
    >
      <Stack gap="lg" maw={960}>
        <IdentitySection form={form} mode={mode} />
        <KindSection form={form} />
        <FormSection legend={t('sections.pricing')}>
          <PricingSection form={form} />
        </FormSection>
        <ClassificationSection form={form} />
        {form.values.kind === 'combo' && (
          <FormSection legend={t('sections.combo')}>
            <ComboItemsField form={form} selfId={productId} />
          </FormSection>
        )}
        <StockSection form={form} mode={mode} />
        <WarrantySection form={form} />
        <RelatedSection form={form} productId={productId} />
        {/* The pictures, the spec sheet and the variations are the saved product's (they need its id). */}
        {mode === 'create' && (
          <Text size="sm" c="dimmed">
            {t('after_create')}
          </Text>
        )}
        <FormActions
          backTo={productScreens.list}
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}

function IdentitySection({ form, mode }: { form: ProductFormType; mode: 'create' | 'edit' }) {
  const { t } = useTranslation('admin-products');
  const auto = mode === 'create' && form.values.auto_sku;
  return (
    <FormSection legend={t('sections.identity')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <SlugInput source={form.values.name} from="name" {...form.getInputProps('slug')} />
          <Stack gap={6}>
            <TextInput
              label={t('fields.sku')}
              description={t(mode === 'create' ? 'fields.sku_hint' : 'fields.sku_edit_hint')}
              autoComplete="off"
              disabled={auto}
              {...form.getInputProps('sku')}
              value={auto ? '' : form.values.sku}
            />
            {mode === 'create' && (
              <Switch
                label={t('fields.auto_sku')}
                {...form.getInputProps('auto_sku', { type: 'checkbox' })}
              />
            )}
          </Stack>
          <TextInput
            label={t('fields.external_store_sku')}
            autoComplete="off"
            {...form.getInputProps('external_store_sku')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.short_description')}
          rows={2}
          {...form.getInputProps('short_description')}
        />
        <Textarea label={t('fields.description')} rows={6} {...form.getInputProps('description')} />
      </Stack>
    </FormSection>
  );
}

const STATE_FLAGS = [
  'active',
  'visible',
  'in_offer',
  'virtual',
  'downloadable',
  'bookable',
  'wholesaler',
  'retail',
] as const;

/**
 * Flagged on offer with neither a sale price nor a discount, a product is listed among the offers at its usual price.
 * A variable product's cuts may be its variations' own, which this form section does not see.
 */
function onOfferWithoutCut(values: ProductFormType['values']): boolean {
  return (
    values.in_offer &&
    values.kind !== 'variable' &&
    String(values.sale_price).trim() === '' &&
    !Number(values.discount_percentage)
  );
}

function KindSection({ form }: { form: ProductFormType }) {
  const { t } = useTranslation('admin-products');
  return (
    <FormSection legend={t('sections.kind')}>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} id="product-kind-label" mb={4}>
            {t('fields.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="product-kind-label"
            data={PRODUCT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            {...form.getInputProps('kind')}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t(`kind_hints.${form.values.kind}`)}
          </Text>
          {form.errors.kind && (
            <Text size="sm" c="red">
              {form.errors.kind}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
          {STATE_FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={t(`fields.${flag}`)}
              disabled={flag === 'virtual' && form.values.kind === 'service'}
              {...form.getInputProps(flag, { type: 'checkbox' })}
              checked={flag === 'virtual' && form.values.kind === 'service' ? true : form.values[flag]}
            />
          ))}
        </SimpleGrid>
        {onOfferWithoutCut(form.values) && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs">
            {t('in_offer_without_cut')}
          </Alert>
        )}
      </Stack>
    </FormSection>
  );
}

function ClassificationSection({ form }: { form: ProductFormType }) {
  const { t } = useTranslation('admin-products');
  const user = useCurrentUser();
  const tree = useCategoryTree();
  const brands = useBrandOptions();
  const units = useUnitOptions();
  const categories = categoryOptions(tree.data ?? []);
  // A new shop has none, and a product needs one: an empty list alone did not say where they come from.
  const noCategories = tree.data !== undefined && categories.length === 0;
  const canReadUnits = userCan(user, ['read_attributes']);
  return (
    <FormSection legend={t('sections.classification')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.category')}
          withAsterisk
          description={
            // Not <Trans>: its code would join every page's first load (react-i18next is in the shared chunk).
            noCategories && (
              <>
                {t('fields.no_categories')}{' '}
                <Anchor component={Link} to="/admin/categories/create" size="xs">
                  {t('fields.create_first_category')}
                </Anchor>
              </>
            )
          }
          data={categories}
          searchable
          nothingFoundMessage={t('common:nothing_found')}
          {...form.getInputProps('category_id')}
        />
        <MultiSelect
          label={t('fields.categories')}
          description={t('fields.categories_hint')}
          data={categories.filter((option) => option.value !== form.values.category_id)}
          searchable
          clearable
          maxValues={20}
          nothingFoundMessage={t('common:nothing_found')}
          {...form.getInputProps('category_ids')}
        />
        <Select
          label={t('fields.brand')}
          placeholder={t('fields.no_brand')}
          data={(brands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name }))}
          searchable
          clearable
          nothingFoundMessage={t('common:nothing_found')}
          {...form.getInputProps('brand_id')}
        />
        <Select
          label={t('fields.unit')}
          placeholder={t('fields.no_unit')}
          description={canReadUnits ? undefined : t('fields.unit_needs_permission')}
          disabled={!canReadUnits}
          data={(units.data ?? []).map((unit) => ({
            value: String(unit.id),
            label: `${unit.name} (${unit.short_name})`,
          }))}
          searchable
          clearable
          nothingFoundMessage={t('common:nothing_found')}
          {...form.getInputProps('unit_id')}
        />
        <LocaleNumberInput
          label={t('fields.priority')}
          description={t('fields.priority_hint')}
          min={0}
          max={PRIORITY_MAX}
          allowDecimal={false}
          {...form.getInputProps('priority')}
        />
      </SimpleGrid>
    </FormSection>
  );
}

const { initial_availability: initialAvailabilityField } = productBodySchema.shape;

const QUANTITIES = [
  'real_quantity',
  'initial_availability',
  'wholesale_quantity',
  'reserve_quantity',
] as const;

function StockSection({ form, mode }: { form: ProductFormType; mode: 'create' | 'edit' }) {
  const { t } = useTranslation('admin-products');
  // Read as the save reads it: "100.0" or "1.000" has no quarter to offer, so the hint names no figure.
  const initial = initialAvailabilityField.safeParse(form.values.initial_availability);
  const threshold = initial.success ? lowAvailabilityThreshold(null, initial.data) : null;
  const noStock = form.values.kind === 'service';
  // Only a simple product keeps stock of its own; once created it moves by adjustments with a reason (stock history).
  const ownStock = form.values.kind === 'simple';
  return (
    <FormSection legend={t('sections.stock')}>
      <Stack gap="md">
        {noStock && (
          <Text size="sm" c="dimmed">
            {t('fields.service_no_stock')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {QUANTITIES.filter((field) => field !== 'real_quantity' || ownStock).map((field) => {
            const fromHistory = field === 'real_quantity' && mode === 'edit';
            return (
              <LocaleNumberInput
                key={field}
                label={t(`fields.${field}`)}
                description={t(fromHistory ? 'fields.real_quantity_edit_hint' : `fields.${field}_hint`)}
                min={0}
                allowDecimal={false}
                readOnly={fromHistory}
                {...form.getInputProps(field)}
              />
            );
          })}
          <LocaleNumberInput
            label={t('fields.low_availability')}
            description={
              threshold === null
                ? t('fields.low_availability_hint_unread')
                : t('fields.low_availability_hint', { count: threshold })
            }
            placeholder={threshold === null ? undefined : String(threshold)}
            min={0}
            allowDecimal={false}
            {...form.getInputProps('low_availability')}
          />
        </SimpleGrid>
        <Switch
          label={t('fields.disponibility_from_store')}
          description={t('fields.disponibility_from_store_hint')}
          {...form.getInputProps('disponibility_from_store', { type: 'checkbox' })}
        />
      </Stack>
    </FormSection>
  );
}

function WarrantySection({ form }: { form: ProductFormType }) {
  const { t } = useTranslation('admin-products');
  return (
    <FormSection legend={t('sections.warranty')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <LocaleNumberInput
          label={t('fields.time_warranty')}
          min={0}
          max={1000}
          allowDecimal={false}
          {...form.getInputProps('time_warranty')}
        />
        <Select
          label={t('fields.unit_warranty')}
          data={WARRANTY_UNITS.map((unit) => ({ value: unit, label: t(`warranty_units.${unit}`) }))}
          allowDeselect={false}
          {...form.getInputProps('unit_warranty')}
        />
        <Switch
          mt={{ sm: 30 }}
          label={t('fields.show_warranty')}
          {...form.getInputProps('show_warranty', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </FormSection>
  );
}

function RelatedSection({ form, productId }: { form: ProductFormType; productId?: number }) {
  const { t } = useTranslation('admin-products');
  return (
    <FormSection legend={t('sections.related')}>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} id="related-strategy-label" mb={4}>
            {t('fields.related_strategy')}
          </Text>
          <SegmentedControl
            aria-labelledby="related-strategy-label"
            data={RELATED_STRATEGIES.map((strategy) => ({
              value: strategy,
              label: t(`related_strategies.${strategy}`),
            }))}
            {...form.getInputProps('related_strategy')}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {t(`related_hints.${form.values.related_strategy}`)}
          </Text>
        </div>
        {form.values.related_strategy === 'manual' && (
          <ProductMultiSelect
            label={t('fields.related_ids')}
            accept={(product) => product.id !== productId}
            value={form.values.related_ids}
            onChange={(ids) => form.setFieldValue('related_ids', ids)}
            error={form.errors.related_ids}
          />
        )}
      </Stack>
    </FormSection>
  );
}
