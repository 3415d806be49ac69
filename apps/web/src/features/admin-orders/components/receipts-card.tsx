import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  type AdminOrder,
  awaitsPayment,
  fillPath,
  ORDER_PATHS,
  type OrderReceipt,
  type ShownReceiptStatus,
  shownReceiptStatus,
} from '@shop/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecideReceipt } from '../api/order-actions';
import { ReasonField, reasonRefusal } from './reason-field';
import { SectionCard } from './section-card';

const COLORS: Record<ShownReceiptStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  unreviewed: 'gray',
};

/** The transfer receipts the shopper sent: staff open each, and accept it (paying the order) or reject it. */
export function ReceiptsCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  const decide = useDecideReceipt(order.id);
  const canDecide = userCan(useCurrentUser(), ['read_orders', 'update_orders']);
  const [rejecting, setRejecting] = useState<OrderReceipt | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  if (order.pay_form.code !== 'transfer' && order.receipts.length === 0) return null;
  // Open while the order is: a receipt sent within the payment window is decided after it ends (can_pay is false
  // then), since the shopper paid in time.
  const open = awaitsPayment(order);

  const accept = async (receipt: OrderReceipt) => {
    try {
      notifySuccess((await decide.mutateAsync({ receipt: receipt.id, status: 'accepted' })).message);
    } catch (error) {
      notifyError(error);
    }
  };
  const reject = async () => {
    // The field says why a reason is refused; nothing is sent that the API would refuse for it.
    if (!rejecting || reasonRefusal(reason)) return;
    setFailure(null);
    try {
      const reply = await decide.mutateAsync({
        receipt: rejecting.id,
        status: 'rejected',
        reason: reason.trim() || undefined,
      });
      notifySuccess(reply.message);
      setRejecting(null);
      setReason('');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <SectionCard title={t('receipts.title')}>
      {order.receipts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('receipts.none')}
        </Text>
      )}
      <Stack gap="sm">
        {order.receipts.map((receipt) => (
          <Stack key={receipt.id} gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Anchor
                href={`/api${fillPath(ORDER_PATHS.adminReceipt, { id: order.id, receipt: receipt.id })}`}
                target="_blank"
                rel="noopener"
                size="sm"
              >
                {t(`receipts.kind.${receipt.kind}`, { date: formatDateTime(receipt.created_at, locale) })}
              </Anchor>
              {/* Its full width: the link beside it wraps instead ("Por revisar" was cut to "Por revis…"). */}
              <Badge color={COLORS[shownReceiptStatus(receipt, order)]} variant="light" miw="max-content">
                {t(`receipts.status.${shownReceiptStatus(receipt, order)}`)}
              </Badge>
            </Group>
            {receipt.reason && (
              <Text size="xs" c="dimmed">
                {receipt.reason}
              </Text>
            )}
            {receipt.status === 'pending' && canDecide && open && (
              <Group gap="xs">
                <Button
                  size="xs"
                  color="green"
                  leftSection={<IconCheck size={14} />}
                  loading={decide.isPending}
                  onClick={() => void accept(receipt)}
                >
                  {t('receipts.accept')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconX size={14} />}
                  onClick={() => setRejecting(receipt)}
                >
                  {t('receipts.reject')}
                </Button>
              </Group>
            )}
          </Stack>
        ))}
      </Stack>
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('receipts.reject_title')}
        centered
      >
        <Stack gap="md">
          <ReasonField value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          {failure && <Alert color="red">{failure}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>
              {t('receipts.cancel')}
            </Button>
            <Button color="red" onClick={() => void reject()} loading={decide.isPending}>
              {t('receipts.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
