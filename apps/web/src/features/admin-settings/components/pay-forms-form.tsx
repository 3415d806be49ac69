import { Fieldset, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PayForm, payFormsSettingsBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useUpdatePayFormsSettings } from '../api/pay-forms-settings';
import { SaveFooter } from './save-footer';

interface PayFormsFormProps {
  saved: PayForm[];
  canSave: boolean;
}

/** Where a transfer goes (shown on the order page and in its mail, with the order's code as the reference). */
const ACCOUNT_FIELDS = ['holder', 'bank', 'number', 'coin'] as const;
const EMPTY_ACCOUNT = { holder: '', bank: '', number: '', coin: '' };

/** The document is a list; the form nests it under `forms`, so field paths gain that prefix both ways. */
const PREFIX = 'forms.';
const validateList = zodValidate(payFormsSettingsBodySchema);

/** The Pay forms tab: each manual pay form switched on or off, with its name and instructions; a transfer's account. */
export function PayFormsForm({ saved, canSave }: PayFormsFormProps) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdatePayFormsSettings();
  const form = useForm<{ forms: PayForm[] }>({
    initialValues: {
      forms: saved.map((f) => ({
        ...f,
        account: f.code === 'transfer' ? (f.account ?? EMPTY_ACCOUNT) : f.account,
      })),
    },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateList(values.forms)).map(([field, message]) => [
          field === '_' ? 'forms' : `${PREFIX}${field}`,
          message,
        ]),
      ),
  });

  const save = async (values: typeof form.values) => {
    const stored = await update.mutateAsync(payFormsSettingsBodySchema.parse(values.forms));
    form.setValues({ forms: stored });
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors errorPrefix={PREFIX}>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          <Text c="dimmed" size="sm">
            {t('pay_forms.intro')}
          </Text>
          {form.values.forms.map((payForm, index) => (
            <Fieldset key={payForm.code} legend={t(`pay_forms.codes.${payForm.code}`)}>
              <Stack gap="sm">
                <Switch
                  label={t('pay_forms.enabled')}
                  {...form.getInputProps(`forms.${index}.enabled`, { type: 'checkbox' })}
                />
                <TextInput
                  label={t('pay_forms.name')}
                  withAsterisk
                  {...form.getInputProps(`forms.${index}.name`)}
                />
                <Textarea
                  label={t('pay_forms.instructions')}
                  description={t('pay_forms.instructions_hint')}
                  rows={3}
                  {...form.getInputProps(`forms.${index}.instructions`)}
                />
                {payForm.code === 'transfer' && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {ACCOUNT_FIELDS.map((key) => (
                      <TextInput
                        key={key}
                        label={t(`pay_forms.account.${key}`)}
                        {...form.getInputProps(`forms.${index}.account.${key}`)}
                      />
                    ))}
                  </SimpleGrid>
                )}
              </Stack>
            </Fieldset>
          ))}
          {typeof form.errors.forms === 'string' && (
            <Text c="red" size="sm">
              {form.errors.forms}
            </Text>
          )}
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
