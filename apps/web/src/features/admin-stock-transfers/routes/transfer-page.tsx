import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { type StockTransfer, stockTransferReceiveBodySchema } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog, LocaleNumberInput, RecordPage, StackedTable } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { serverFieldErrors, zodValidate } from '../../../lib/forms';
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
  // Per line ("lines.0.received"), the schema's or the server's word on a count it refuses.
  const [problems, setProblems] = useState<Record<string, string>>({});
  const receiving = transfer.status === 'sent' && canMove;
  const step = (label: string, by: string | null, at: string | null) =>
    at && <Text size="sm">{t(label, { name: by ?? t('someone'), date: formatDateTime(at, locale) })}</Text>;

  const confirm = async () =>
    notifySuccess((await (asking === 'send' ? send : cancel).mutateAsync(transfer.id)).message);
  // A count left empty is refused, not read as nothing arrived: what is not received never returns to stock.
  const submitReceipt = async () => {
    const body = {
      lines: transfer.lines.map((line) => ({ id: line.id, received: arrived[line.id] ?? line.quantity })),
      note: note.trim() || undefined,
    };
    const refused = zodValidate(stockTransferReceiveBodySchema)(body);
    setProblems(refused);
    if (Object.keys(refused).length > 0) return;
    try {
      const reply = await receive.mutateAsync({
        id: transfer.id,
        body: stockTransferReceiveBodySchema.parse(body),
      });
      notifySuccess(reply.message);
    } catch (error) {
      setProblems(serverFieldErrors(error) ?? {});
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

      <StackedTable minWidth={340} striped>
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
          {transfer.lines.map((line, index) => {
            const name = `${line.product.name}${line.variation ? ` (${line.variation.label})` : ''}`;
            // While counting, the difference follows the count typed; a count that cannot be one shows none.
            const counted = receiving ? (arrived[line.id] ?? line.quantity) : line.received;
            const difference =
              typeof counted === 'number' &&
              Number.isInteger(counted) &&
              counted >= 0 &&
              counted <= line.quantity
                ? line.quantity - counted
                : null;
            return (
              <Table.Tr key={line.id}>
                <Table.Td data-label={t('lines.product')}>
                  <div>
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
                  </div>
                </Table.Td>
                <Table.Td ta="right" data-label={t('lines.sent')}>
                  {formatNumber(line.quantity, locale, 0)}
                </Table.Td>
                <Table.Td ta="right" data-label={t('lines.received')}>
                  {receiving ? (
                    <LocaleNumberInput
                      aria-label={t('lines.arrived', { name })}
                      allowDecimal={false}
                      min={0}
                      max={line.quantity}
                      w={90}
                      ml="auto"
                      value={arrived[line.id] ?? line.quantity}
                      error={problems[`lines.${index}.received`]}
                      onChange={(value) => setArrived((all) => ({ ...all, [line.id]: value }))}
                    />
                  ) : line.received === null ? (
                    '—'
                  ) : (
                    formatNumber(line.received, locale, 0)
                  )}
                </Table.Td>
                <Table.Td ta="right" c={difference ? 'red' : undefined} data-label={t('lines.difference')}>
                  {difference === null ? '—' : formatNumber(difference, locale, 0)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </StackedTable>

      {receiving && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text size="sm">{t('receive.hint')}</Text>
            <Textarea
              label={t('receive.note')}
              error={problems.note}
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
          count: transfer.units,
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
