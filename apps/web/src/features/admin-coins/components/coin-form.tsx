import { Grid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CoinBody, coinBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';

export interface CoinFormValues {
  short_name: string;
  name: string;
  symbol: string;
  enabled: boolean;
}

export const EMPTY_COIN: CoinFormValues = { short_name: '', name: '', symbol: '', enabled: true };

interface CoinFormProps {
  initialValues: CoinFormValues;
  mode: 'create' | 'edit';
  /** The base coin is always enabled: the server refuses to turn it off. */
  isBase?: boolean;
  onSubmit: (body: CoinBody) => Promise<unknown>;
}

/** The coin fields of the create and edit screens, checked with the API's own schema. */
export function CoinForm({ initialValues, mode, isBase = false, onSubmit }: CoinFormProps) {
  const { t } = useTranslation(['admin-coins', 'common']);
  const form = useForm({
    initialValues,
    validate: zodValidate(coinBodySchema),
    transformValues: (values): CoinBody => coinBodySchema.parse(values),
  });

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={720}>
        {/* The name takes half the row: a third of it cut "Moneda libremente convertible". The code's hint goes under
            its box, so that the three boxes line up. */}
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label={t('fields.short_name')}
              description={t('fields.short_name_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('short_name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.name')}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label={t('fields.symbol')}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('symbol')}
            />
          </Grid.Col>
        </Grid>
        <Switch
          label={t('fields.enabled')}
          description={t(isBase ? 'fields.enabled_base_hint' : 'fields.enabled_hint')}
          disabled={isBase}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormActions
          backTo="/admin/coins"
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
