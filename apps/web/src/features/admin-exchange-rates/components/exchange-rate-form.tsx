import { Grid, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ExchangeRateBody, exchangeRateBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell, LocaleNumberInput } from '../../../components/admin-kit';
import { DateField } from '../../../components/date-field';
import { zodValidate } from '../../../lib/forms';
import { useCoinOptions } from '../api/get-coin-options';
import { useRatePaths } from '../lib/rate-paths';

export interface ExchangeRateFormValues {
  /** The Select's value: the coin id as text, or null while none is chosen. */
  coin_id: string | null;
  /** YYYY-MM-DD, as the native date field gives it. */
  date: string;
  /**
   * As the number field holds it: the text ("1.0825", and always from 14 digits on, so nothing is rounded) or a
   * number of fewer digits, whose shortest decimal is the one typed. The schema sends it on as exact text.
   */
  rate: number | string;
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
        {/* From md (1024 px, the sidebar beside the page) the coin takes half the row: a third of it cut "MLC · Moneda
            libremente convertible" (and a third of a narrower row "Elige una moneda"). The rate's hint goes under its
            box, so that the three boxes line up. */}
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('fields.coin')}
              placeholder={t('fields.coin_placeholder')}
              withAsterisk
              searchable
              data={coins.data ?? []}
              nothingFoundMessage={t('filters.no_coins')}
              {...form.getInputProps('coin_id')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <DateField label={t('fields.date')} withAsterisk {...form.getInputProps('date')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <LocaleNumberInput
              label={t('fields.rate')}
              description={t('fields.rate_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              hideControls
              autoComplete="off"
              {...form.getInputProps('rate')}
            />
          </Grid.Col>
        </Grid>
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
