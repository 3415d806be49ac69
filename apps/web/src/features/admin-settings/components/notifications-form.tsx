import { Fieldset, MultiSelect, Stack, Switch, Text } from '@mantine/core';
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

type Values = Record<(typeof NOTIFICATION_KINDS)[number], string[]> & { availability_notification: boolean };

const bodySchema = notificationSettingsSchema.required();
const validateBody = zodValidate(bodySchema);
const bodyFrom = (values: Values): NotificationSettings => ({
  new_order: values.new_order.map(Number),
  low_availability: values.low_availability.map(Number),
  contact_message: values.contact_message.map(Number),
  payment: values.payment.map(Number),
  store_request: values.store_request.map(Number),
  availability_notification: values.availability_notification,
});

/**
 * The Notifications tab: which staff are mailed about each event. Nobody chosen means the administrators, so a new
 * shop's messages reach someone.
 */
export function NotificationsForm({ saved, canSave }: NotificationsFormProps) {
  const { t } = useTranslation('admin-settings');
  const staff = useNotificationStaff();
  const update = useUpdateNotificationSettings();
  const form = useForm<Values>({
    initialValues: {
      new_order: saved.new_order.map(String),
      low_availability: saved.low_availability.map(String),
      contact_message: saved.contact_message.map(String),
      payment: saved.payment.map(String),
      store_request: saved.store_request.map(String),
      availability_notification: saved.availability_notification,
    },
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
          <Text size="sm" c="dimmed">
            {t('notifications.language')}
          </Text>
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
          <Switch
            label={t('notifications.availability')}
            description={t('notifications.availability_hint')}
            {...form.getInputProps('availability_notification', { type: 'checkbox' })}
          />
          <SaveFooter canSave={canSave} saving={update.isPending} />
        </Stack>
      </Fieldset>
    </FormShell>
  );
}
