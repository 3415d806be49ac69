import { Fieldset, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type StoreHoursBody, type StoreSettings, storeHoursBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormShell, ScheduleEditor } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateStoreHours } from '../api/store-settings';
import { SaveFooter } from './save-footer';

/**
 * ScheduleStore and TwiceTime: the shop's business hours, one or two shifts (or more) a day, shown in the footer, on
 * the front and on the contact page. SPEC §5: hours ascending.
 */
export function StoreHoursForm({ saved, canSave }: { saved: StoreSettings; canSave: boolean }) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateStoreHours();
  const form = useForm({
    initialValues: { schedule: saved.hours },
    validate: (values) => {
      const errors = zodValidate(storeHoursBodySchema)({ hours: values.schedule });
      return Object.fromEntries(
        Object.entries(errors).map(([key, message]) => [key.replace(/^hours/, 'schedule'), message]),
      );
    },
  });

  const save = async (values: typeof form.values) => {
    const body: StoreHoursBody = storeHoursBodySchema.parse({ hours: values.schedule });
    await update.mutateAsync(body);
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          <Text size="sm" c="dimmed">
            {t('hours.hint')}
          </Text>
          <ScheduleEditor form={form} />
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
