import { Anchor, Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { type Order, type ShownReceiptStatus, shownReceiptStatus } from '@shop/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReaderTimeZone } from '../../../lib/reader-time-zone';
import { useFitImage } from '../../../lib/use-fit-image';
import { useSendReceipt } from '../api/receipts';

const COLORS: Record<ShownReceiptStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  unreviewed: 'gray',
};

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,application/pdf';

/**
 * A transfer order's account and the reference to write (the order's code), the receipts sent with what staff said
 * of each, and the button to send one while the order can still be paid.
 */
export function TransferDetails({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  const send = useSendReceipt(order.id);
  const account = order.pay_form.account;
  const { fit, fitting } = useFitImage();
  const upload = async (chosen: File | null) => {
    if (!chosen) return;
    try {
      // A phone's screenshot of the bank's reply is often over the 300 kB a picture may weigh; a PDF is sent as is.
      notifySuccess((await send.mutateAsync(await fit(chosen))).message);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="xs">
      {account && (
        <Stack gap={2}>
          {(['holder', 'bank', 'number', 'coin'] as const)
            .filter((key) => account[key])
            .map((key) => (
              <Text key={key} size="sm">
                {t(`transfer.${key}`)}: <strong>{account[key]}</strong>
              </Text>
            ))}
          <Text size="sm">
            {t('transfer.reference')}: <strong>{account.reference}</strong>
          </Text>
        </Stack>
      )}
      {order.receipts.map((receipt) => (
        <Group key={receipt.id} gap="xs" wrap="nowrap" align="flex-start">
          <Badge color={COLORS[shownReceiptStatus(receipt, order)]} variant="light">
            {t(`transfer.status.${shownReceiptStatus(receipt, order)}`)}
          </Badge>
          <div>
            <Anchor href={receipt.url} target="_blank" rel="noopener" size="sm">
              {t(`transfer.kind.${receipt.kind}`, {
                date: formatDateTime(receipt.created_at, locale, timeZone),
              })}
            </Anchor>
            {receipt.reason && (
              <Text size="xs" c="dimmed">
                {receipt.reason}
              </Text>
            )}
          </div>
        </Group>
      ))}
      {order.payment_status === 'pending' && order.can_pay && (
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={18} />}
              loading={fitting || send.isPending}
              w="fit-content"
            >
              {t('transfer.send')}
            </Button>
          )}
        </FileButton>
      )}
      <Text size="xs" c="dimmed">
        {t('transfer.hint')}
      </Text>
    </Stack>
  );
}
