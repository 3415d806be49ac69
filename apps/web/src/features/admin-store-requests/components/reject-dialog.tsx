import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type StoreRequest, storeRequestRejectBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useRejectStoreRequest } from '../api/store-requests';

/** Rejects a reservation with the reason the wholesaler reads in their profile and by mail. */
export function RejectDialog({ request, onClose }: { request: StoreRequest; onClose: () => void }) {
  const { t } = useTranslation('admin-store-requests');
  const reject = useRejectStoreRequest();
  const form = useForm({
    initialValues: { reason: '' },
    // A reason past its length is refused in words, not cut: the schema is the API's own.
    validate: (values) =>
      values.reason.trim() === ''
        ? { reason: t('reject.reason_required') }
        : zodValidate(storeRequestRejectBodySchema)(values),
  });
  return (
    <FormDialog
      opened
      title={t('reject.title', { id: request.id })}
      onClose={onClose}
      form={form}
      submitLabel={t('reject.submit')}
      onSubmit={async ({ reason }: { reason: string }) => {
        const reply = await reject.mutateAsync({ id: request.id, reason: reason.trim() });
        notifySuccess(reply.message);
      }}
    >
      <Text size="sm" mb="sm">
        {t('reject.about', { customer: request.customer.name, count: request.units })}
      </Text>
      <Textarea
        label={t('reject.reason')}
        description={t('reject.reason_hint')}
        withAsterisk
        autosize
        minRows={3}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
