import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { STOCK_TRANSFER_NOTE_MAX, type StockTransfer } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog, LocaleNumberInput, RecordPage } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCancelTransfer, useReceiveTransfer, useSendTransfer, useTransfer } from '../api/stock-transfers';
import { TransferStatus } from '../components/transfer-status';

/**
 * /admin/distribution_movements/{id}: one transfer, what it carries and who moved it; a draft is sent or cancelled
 * here, and a transfer on its way is received by counting what arrived (decision 032).
 */
export function Component() {
  const { t } = useTranslation('admin-stock-transfers');
  const transfer = useTransfer(Number(useParams().id));
  return (
    <RecordPage
      query={transfer}
      title={(data) => (data ? t('number', { id: data.id }) : t('loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: '/admin/distribution_movements',
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => <TransferDetails transfer={data} />}
    </RecordPage>
  );
}

function TransferDetails({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation('admin-stock-transfers');
  const locale = useLocale();
  const canMove = userCan(useCurrentUser(), ['read_pos', 'update_products']);
  const send = useSendTransfer();
  const cancel = useCancelTransfer();
  const receive = useReceiveTransfer();
  const [asking, setAsking] = useState<'send' | 'cancel' | null>(null);
  const [arrived, setArrived] = useState<Record<number, number | string>>({});
  const [note, setNote] = useState('');
  const receiving = transfer.status === 'sent' && canMove;
  const step = (label: string, by: string | null, at: string | null) =>
    at && <Text size="sm">{t(label, { name: by ?? t('someone'), date: formatDateTime(at, locale) })}</Text>;

  const confirm = async () =>
    notifySuccess((await (asking === 'send' ? send : cancel).mutateAsync(transfer.id)).message);
  const submitReceipt = async () => {
    try {
      const reply = await receive.mutateAsync({
        id: transfer.id,
        body: {
          lines: transfer.lines.map((line) => ({
            id: line.id,
            received: Number(arrived[line.id] ?? line.quantity),
          })),
          note: note.trim() || undefined,
        },
      });
      notifySuccess(reply.message);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Stack gap={6}>
            <Group gap="xs">
              <TransferStatus status={transfer.status} />
              <Text fw={600}>{t('route', { from: transfer.from.name, to: transfer.to.name })}</Text>
            </Group>
            {transfer.note && <Text size="sm">{transfer.note}</Text>}
            {step('steps.created', transfer.created_by, transfer.created_at)}
            {step('steps.sent', transfer.sent_by, transfer.sent_at)}
            {step('steps.received', transfer.received_by, transfer.received_at)}
            {transfer.receive_note && (
              <Text size="sm" c="dimmed">
                {transfer.receive_note}
              </Text>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('summary.units')}
            </Text>
            <Text fw={700} size="xl">
              {formatNumber(transfer.units, locale, 0)}
            </Text>
            {transfer.status === 'received' && (
              <Text size="sm" c={transfer.difference > 0 ? 'red' : 'green'}>
                {transfer.difference > 0
                  ? t('difference', {
                      count: transfer.difference,
                      units: formatNumber(transfer.difference, locale, 0),
                    })
                  : t('summary.complete')}
              </Text>
            )}
            {transfer.status === 'draft' && canMove && (
              <Group mt="xs">
                <Button onClick={() => setAsking('send')}>{t('actions.send')}</Button>
                <Button variant="default" color="red" onClick={() => setAsking('cancel')}>
                  {t('actions.cancel')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>

      <Table.ScrollContainer minWidth={340}>
        <Table striped>
          <Table.Caption>{t('lines.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lines.product')}</Table.Th>
              <Table.Th ta="right">{t('lines.sent')}</Table.Th>
              <Table.Th ta="right">{t('lines.received')}</Table.Th>
              <Table.Th ta="right">{t('lines.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transfer.lines.map((line) => {
              const name = `${line.product.name}${line.variation ? ` (${line.variation.label})` : ''}`;
              return (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/products/${encodeURIComponent(line.product.slug)}/edit`}
                      size="sm"
                    >
                      {name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {line.product.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(line.quantity, locale, 0)}</Table.Td>
                  <Table.Td ta="right">
                    {receiving ? (
                      <LocaleNumberInput
                        aria-label={t('lines.arrived', { name })}
                        allowDecimal={false}
                        min={0}
                        max={line.quantity}
                        w={90}
                        ml="auto"
                        value={arrived[line.id] ?? line.quantity}
                        onChange={(value) => setArrived((all) => ({ ...all, [line.id]: value }))}
                      />
                    ) : line.received === null ? (
                      '—'
                    ) : (
                      formatNumber(line.received, locale, 0)
                    )}
                  </Table.Td>
                  <Table.Td ta="right" c={line.difference > 0 ? 'red' : undefined}>
                    {line.received === null ? '—' : formatNumber(line.difference, locale, 0)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {receiving && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text size="sm">{t('receive.hint')}</Text>
            <Textarea
              label={t('receive.note')}
              maxLength={STOCK_TRANSFER_NOTE_MAX}
              autosize
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            {receive.isError && (
              <Text c="red" size="sm" role="alert">
                {errorMessage(receive.error)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button loading={receive.isPending} onClick={submitReceipt}>
                {t('actions.receive')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      <ConfirmDialog
        opened={asking !== null}
        title={t(asking === 'cancel' ? 'confirm.cancel_title' : 'confirm.send_title')}
        message={t(asking === 'cancel' ? 'confirm.cancel_message' : 'confirm.send_message', {
          units: formatNumber(transfer.units, locale, 0),
          from: transfer.from.name,
        })}
        confirmLabel={t(asking === 'cancel' ? 'actions.cancel' : 'actions.send')}
        color={asking === 'cancel' ? 'red' : 'blue'}
        onConfirm={confirm}
        onDone={() => setAsking(null)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
