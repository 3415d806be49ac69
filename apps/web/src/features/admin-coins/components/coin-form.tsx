import { Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CoinBody, coinBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError } from '../../../lib/notify';

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

  const submit = form.onSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('fields.short_name')}
            description={t('fields.short_name_hint')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('short_name')}
          />
          <TextInput
            label={t('fields.name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('fields.symbol')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('symbol')}
          />
        </SimpleGrid>
        <Switch
          label={t('fields.enabled')}
          description={t(isBase ? 'fields.enabled_base_hint' : 'fields.enabled_hint')}
          disabled={isBase}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button component={Link} to="/admin/coins" variant="default">
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t(mode === 'create' ? 'common:create' : 'common:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
