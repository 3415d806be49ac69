import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import { type PaymentResult, useRecordPayment } from '../api/order-actions';
import { ReasonField, reasonRefusal } from './reason-field';

interface PaymentDialogProps {
  order: AdminOrder;
  /** Which answer is being confirmed; null keeps the dialog closed. */
  result: PaymentResult | null;
  onClose: () => void;
}

/**
 * Asks before recording a payment or denying it (which cancels the order), with an optional reason.
 * A refusal ('No se puede pagar') stays in the dialog, where the user is looking.
 */
export function PaymentDialog({ order, result, onClose }: PaymentDialogProps) {
  const { t } = useTranslation(['admin-order', 'common']);
  const record = useRecordPayment(order.id);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  // The dialog keeps its words while it fades out after `result` went back to null.
  const [shown, setShown] = useState<PaymentResult>('paid');
  if (result && result !== shown) setShown(result);

  const close = () => {
    setReason('');
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    // The field says why a reason is refused; nothing is sent that the API would refuse for it.
    if (reasonRefusal(reason)) return;
    setFailure(null);
    record.mutate(
      { result: shown, reason: reason.trim() || undefined },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.message);
          close();
        },
        onError: setFailure,
      },
    );
  };

  const fieldErrors = failure instanceof ApiError ? Object.values(failure.body.errors ?? {}).flat() : [];

  return (
    <Modal opened={result !== null} onClose={close} title={t(`payment.${shown}_title`)} centered>
      <Stack gap="md">
        <Text size="sm">{t(`payment.${shown}_confirm`, { id: order.order_id })}</Text>
        <ReasonField value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        {failure !== null && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title={errorMessage(failure)}
          >
            {fieldErrors.length > 0 && (
              <List size="sm">
                {fieldErrors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button color={shown === 'paid' ? 'green' : 'red'} onClick={confirm} loading={record.isPending}>
            {t(`payment.${shown}_submit`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
