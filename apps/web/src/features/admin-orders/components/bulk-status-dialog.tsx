import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changeOrderStatusBodySchema, type OrdersStatusChangedReply } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifyRefusal, notifySuccess } from '../../../lib/notify';
import { useOrderStatuses } from '../api/get-order-statuses';
import { useChangeOrdersStatus } from '../api/order-actions';
import { ReasonField } from './reason-field';

interface Values {
  status_id: string | null;
  reason: string;
}

/** What the fields hold, as the API reads it (the same rules as one order's change, in the same words). */
const toBody = (values: Values) => ({
  status_id: values.status_id ? Number(values.status_id) : undefined,
  reason: values.reason.trim() || undefined,
});

/**
 * Orders moved to one status, with an optional reason (decision 100): the list's selection, or a picking list's
 * orders. Whether any moved is said here (SPEC §4's words); what was left undone goes to `onDone`. Never in the list's
 * first load, which stays without it and the contracts' schemas.
 */
export function BulkStatusDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: number[];
  onClose: () => void;
  onDone: (reply: OrdersStatusChangedReply) => void;
}) {
  const { t } = useTranslation('admin-order');
  const statuses = useOrderStatuses();
  const change = useChangeOrdersStatus();
  const validate = zodValidate(changeOrderStatusBodySchema);
  const form = useForm<Values>({
    initialValues: { status_id: null, reason: '' },
    validate: (values) => validate(toBody(values)),
  });
  return (
    <FormDialog
      opened
      title={t('status_change_many.title', { count: ids.length })}
      onClose={onClose}
      form={form}
      submitLabel={t('status_change.submit')}
      onSubmit={async (values: Values) => {
        const reply = await change.mutateAsync({ ids, ...changeOrderStatusBodySchema.parse(toBody(values)) });
        if (reply.changed.length > 0) notifySuccess(reply.message);
        else notifyRefusal(reply.message);
        onDone(reply);
      }}
    >
      <Text size="sm" c="dimmed">
        {t('status_change_many.note')}
      </Text>
      <Select
        label={t('status_change.status')}
        placeholder={t('status_change.status_placeholder')}
        data={(statuses.data ?? []).map((status) => ({ value: String(status.id), label: status.name }))}
        searchable
        nothingFoundMessage={t('common:nothing_found')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('status_id')}
      />
      <ReasonField {...form.getInputProps('reason')} value={form.values.reason} />
    </FormDialog>
  );
}
