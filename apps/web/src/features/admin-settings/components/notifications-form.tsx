import { Fieldset, MultiSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_RECIPIENTS_MAX,
  type NotificationSettings,
  notificationSettingsSchema,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useNotificationStaff, useUpdateNotificationSettings } from '../api/notification-settings';
import { SaveFooter } from './save-footer';

interface NotificationsFormProps {
  saved: NotificationSettings;
  canSave: boolean;
}

type Values = Record<(typeof NOTIFICATION_KINDS)[number], string[]>;

const bodySchema = notificationSettingsSchema.required();
const validateBody = zodValidate(bodySchema);
const bodyFrom = (values: Values) =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, values[kind].map(Number)]),
  ) as NotificationSettings;

/**
 * The Notifications tab: which staff are mailed about each event. Nobody chosen means the administrators, so a new
 * shop's messages reach someone.
 */
export function NotificationsForm({ saved, canSave }: NotificationsFormProps) {
  const { t } = useTranslation('admin-settings');
  const staff = useNotificationStaff();
  const update = useUpdateNotificationSettings();
  const form = useForm<Values>({
    initialValues: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, saved[kind].map(String)]),
    ) as Values,
    validate: (values) => validateBody(bodyFrom(values)),
  });
  const options = (staff.data?.staff ?? []).map((person) => ({
    value: String(person.id),
    label: `${person.name} · ${person.email}`,
  }));

  const save = async (values: Values) => {
    await update.mutateAsync(bodySchema.parse(bodyFrom(values)));
    notifySuccess(t('saved'));
  };

  return (
    <FormShell form={form} onSubmit={save} announceFieldErrors>
      <Fieldset variant="unstyled" disabled={!canSave}>
        <Stack gap="md" maw={720}>
          {NOTIFICATION_KINDS.map((kind) => (
            <MultiSelect
              key={kind}
              label={t(`notifications.kinds.${kind}`)}
              description={t(`notifications.hints.${kind}`)}
              placeholder={t('notifications.administrators')}
              data={options}
              searchable
              clearable
              maxValues={NOTIFICATION_RECIPIENTS_MAX}
              nothingFoundMessage={t('notifications.nobody')}
              {...form.getInputProps(kind)}
            />
          ))}
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
