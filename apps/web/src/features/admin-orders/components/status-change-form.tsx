import { Alert, Button, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AdminOrder, changeOrderStatusBodySchema } from '@shop/contracts';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useOrderStatuses } from '../api/get-order-statuses';
import { useChangeOrderStatus } from '../api/order-actions';
import { ReasonField } from './reason-field';

interface StatusChangeValues {
  status_id: string | null;
  reason: string;
}

const EMPTY: StatusChangeValues = { status_id: null, reason: '' };

/** The form holds what the inputs hold; the API gets the contract's body (same rules, same words). */
const toBody = (values: StatusChangeValues) => ({
  status_id: values.status_id ? Number(values.status_id) : undefined,
  reason: values.reason.trim() || undefined,
});

/** SPEC §4: move the order to another status, with an optional reason; nothing follows a final status. */
export function StatusChangeForm({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const statuses = useOrderStatuses();
  const change = useChangeOrderStatus(order.id);
  const validate = zodValidate(changeOrderStatusBodySchema);
  const form = useForm<StatusChangeValues>({
    initialValues: EMPTY,
    validate: (values) => validate(toBody(values)),
  });
  const closed = order.status.is_final;
  const options = (statuses.data ?? [])
    .filter((status) => status.id !== order.status.id)
    .map((status) => ({ value: String(status.id), label: status.name }));

  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await change.mutateAsync(changeOrderStatusBodySchema.parse(toBody(values)));
      notifySuccess(reply.message);
      form.setValues(EMPTY);
      form.resetDirty();
    } catch (error) {
      applyServerErrors(form, error);
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {closed && (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t('status_change.closed')}
          </Alert>
        )}
        <Select
          label={t('status_change.status')}
          placeholder={t('status_change.status_placeholder')}
          data={options}
          disabled={closed}
          searchable
          nothingFoundMessage={t('common:nothing_found')}
          withAsterisk
          {...form.getInputProps('status_id')}
          error={form.errors.status_id ?? (statuses.isError ? errorMessage(statuses.error) : undefined)}
        />
        <ReasonField disabled={closed} {...form.getInputProps('reason')} value={form.values.reason} />
        <Button type="submit" disabled={closed} loading={change.isPending}>
          {t('status_change.submit')}
        </Button>
      </Stack>
    </form>
  );
}
