import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ExchangeRateBody, exchangeRateBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell } from '../../../components/admin-kit';
import { DateField } from '../../../components/date-field';
import { zodValidate } from '../../../lib/forms';
import { useCoinOptions } from '../api/get-coin-options';
import { useRatePaths } from '../lib/rate-paths';

export interface ExchangeRateFormValues {
  /** The Select's value: the coin id as text, or null while none is chosen. */
  coin_id: string | null;
  /** YYYY-MM-DD, as the native date field gives it. */
  date: string;
  /** Typed as text and sent as text: a rate is an exact decimal, never a float. */
  rate: string;
}

interface ExchangeRateFormProps {
  initialValues: ExchangeRateFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: ExchangeRateBody) => Promise<unknown>;
}

export function ExchangeRateForm({ initialValues, mode, onSubmit }: ExchangeRateFormProps) {
  const { t } = useTranslation(['admin-exchange-rates', 'common']);
  const coins = useCoinOptions();
  const paths = useRatePaths();
  const form = useForm({
    initialValues,
    validate: zodValidate(exchangeRateBodySchema),
    transformValues: (values): ExchangeRateBody => exchangeRateBodySchema.parse(values),
  });

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('fields.coin')}
            placeholder={t('fields.coin_placeholder')}
            withAsterisk
            searchable
            data={coins.data ?? []}
            nothingFoundMessage={t('filters.no_coins')}
            {...form.getInputProps('coin_id')}
          />
          <DateField label={t('fields.date')} withAsterisk {...form.getInputProps('date')} />
          <TextInput
            label={t('fields.rate')}
            description={t('fields.rate_hint')}
            inputMode="decimal"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('rate')}
          />
        </SimpleGrid>
        <FormActions
          backTo={paths.list}
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
