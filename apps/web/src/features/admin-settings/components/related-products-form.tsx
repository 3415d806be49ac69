import { Fieldset, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  RELATED_PRODUCT_STRATEGIES,
  RELATED_PRODUCTS_COUNT,
  type RelatedProductsSettings,
  relatedProductsSettingsSchema,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormShell, LocaleNumberInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { wholeOr } from '../../../lib/number-input-values';
import { useUpdateRelatedProductsSettings } from '../api/related-products-settings';
import { SaveFooter } from './save-footer';

interface RelatedProductsFormProps {
  saved: RelatedProductsSettings;
  canSave: boolean;
}

interface RelatedProductsValues {
  strategy: RelatedProductsSettings['strategy'];
  count: number | string;
}

const bodySchema = relatedProductsSettingsSchema.required();
const validateBody = zodValidate(bodySchema);

const bodyFrom = (values: RelatedProductsValues) => ({
  strategy: values.strategy,
  count: wholeOr(values.count, undefined),
});

/**
 * The Related products tab: how a product without a hand-picked list chooses its related products, and how many
 * a product page shows. Products with a manual list keep it whatever is chosen here.
 */
export function RelatedProductsForm({ saved, canSave }: RelatedProductsFormProps) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateRelatedProductsSettings();
  const form = useForm<RelatedProductsValues>({
    initialValues: { strategy: saved.strategy, count: saved.count },
    validate: (values) => validateBody(bodyFrom(values)),
  });

  const save = async (values: typeof form.values) => {
    await update.mutateAsync(bodySchema.parse(bodyFrom(values)));
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          <Radio.Group
            label={t('related_products.strategy')}
            description={t('related_products.strategy_hint')}
            {...form.getInputProps('strategy')}
          >
            <Stack gap="sm" mt="xs">
              {RELATED_PRODUCT_STRATEGIES.map((strategy) => (
                <Radio
                  key={strategy}
                  value={strategy}
                  label={t(`related_products.strategies.${strategy}`)}
                  description={t(`related_products.strategies_hint.${strategy}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <LocaleNumberInput
            label={t('related_products.count')}
            description={t('related_products.count_hint')}
            min={RELATED_PRODUCTS_COUNT.min}
            max={RELATED_PRODUCTS_COUNT.max}
            allowDecimal={false}
            maw={240}
            {...form.getInputProps('count')}
          />
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
