import { Button, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { StoreRequest } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useCurrentUser } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useCancelReservation, useMyReservations } from '../api/reservations';
import { ReservationCard } from '../components/reservation-card';
import { ReservationForm } from '../components/reservation-form';

/**
 * /Profile/Reservations (SPEC §2 Profile "my reservations"): a wholesaler asks for quantities for a day, follows
 * what staff decided and orders an approved reservation (decision 031).
 */
export function Component() {
  const { t } = useTranslation('reservations');
  const wholesaler = useCurrentUser()?.role.key === 'wholesaler';
  const [page, setPage] = useState(1);
  const reservations = useMyReservations(page);
  const cancel = useCancelReservation();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<StoreRequest | null>(null);
  const meta = reservations.data?.meta;

  return (
    <Stack maw={960} mx="auto" w="100%" gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <PageTitle>{t('title')}</PageTitle>
          <Text c="dimmed">{t(wholesaler ? 'subtitle' : 'not_wholesaler')}</Text>
        </div>
        {wholesaler && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            {t('new')}
          </Button>
        )}
      </Group>
      {reservations.isPending && <Skeleton h={200} />}
      {reservations.isError && (
        <QueryError
          error={reservations.error}
          retryLabel={t('retry')}
          onRetry={() => void reservations.refetch()}
        />
      )}
      {reservations.data && reservations.data.data.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{t('empty.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('empty.text')}
          </Text>
        </Paper>
      )}
      {reservations.data?.data.map((reservation) => (
        <ReservationCard key={reservation.id} reservation={reservation} onCancel={setCancelling} />
      ))}
      {meta && meta.last_page > 1 && (
        <Pagination total={meta.last_page} value={page} onChange={setPage} mx="auto" />
      )}
      {creating && <ReservationForm onClose={() => setCreating(false)} />}
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('cancel.title')}
        message={t('cancel.message', { id: cancelling?.id ?? 0 })}
        confirmLabel={t('cancel.confirm')}
        dismissLabel={t('cancel.keep')}
        onConfirm={() =>
          cancel.mutateAsync(cancelling?.id ?? 0).then((reply) => notifySuccess(reply.message))
        }
        onDone={() => setCancelling(null)}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
