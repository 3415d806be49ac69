import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type DistributionStop, ORDERS_STATUS_MANY_MAX, PICKING_LIST_PATHS } from '@shop/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBoardAction, useDistributionBoard } from '../api/distribution';
import { StopCard } from '../components/stop-card';

/**
 * /Distribution/Index (read_orders): the delivery round. Confirmed home deliveries grouped by municipality, each in
 * route order; staff with update_orders mark a stop as left for delivery and as delivered (decision 030).
 */
export function Component() {
  const { t } = useTranslation('admin-distribution');
  const board = useDistributionBoard();
  const action = useBoardAction();
  const canAct = userCan(useCurrentUser(), ['read_orders', 'update_orders']);
  const [delivering, setDelivering] = useState<DistributionStop | null>(null);
  const delivered = board.data?.delivered_status ?? null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <PageTitle>{t('title')}</PageTitle>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => board.refetch()}
          loading={board.isFetching}
        >
          {t('refresh')}
        </Button>
      </Group>
      {board.isError ? (
        <QueryError error={board.error} retryLabel={t('retry')} onRetry={() => board.refetch()} />
      ) : !board.data ? (
        <Skeleton h={160} radius="md" />
      ) : (
        <>
          {!delivered && <Alert color="orange">{t('no_delivered_status')}</Alert>}
          {board.data.groups.length === 0 ? (
            <Stack gap={4} py="xl" align="center">
              <Text fw={600}>{t('empty_title')}</Text>
              <Text c="dimmed" size="sm">
                {t('empty_description')}
              </Text>
            </Stack>
          ) : (
            board.data.groups.map((group) => (
              <Stack
                key={group.municipality}
                gap="sm"
                component="section"
                aria-label={group.municipality_name}
              >
                <Group gap="xs" align="baseline">
                  <Title order={2} size="h3">
                    {group.municipality_name}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {t('stops', { count: group.stops.length })}
                  </Text>
                  {/* What to load for this part of the round (decision 101): a page of orders at most. */}
                  <Anchor
                    component={Link}
                    size="sm"
                    to={`${PICKING_LIST_PATHS.screen}?ids=${group.stops
                      .slice(0, ORDERS_STATUS_MANY_MAX)
                      .map((stop) => stop.id)
                      .join(',')}`}
                  >
                    {t('picking')}
                  </Anchor>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {group.stops.map((stop, index) => (
                    <StopCard
                      key={stop.id}
                      stop={stop}
                      n={index + 1}
                      canAct={canAct && delivered !== null}
                      busy={action.isPending && action.variables?.id === stop.id}
                      onDispatched={() =>
                        action
                          .mutateAsync({ id: stop.id, action: 'dispatched' })
                          .then(
                            () => notifySuccess(t('dispatched_done', { order: stop.order_id })),
                            notifyError,
                          )
                      }
                      onDelivered={() => setDelivering(stop)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))
          )}
        </>
      )}
      <ConfirmDialog
        opened={delivering !== null}
        title={t('confirm_delivered_title')}
        message={t('confirm_delivered', { order: delivering?.order_id ?? '', status: delivered?.name ?? '' })}
        confirmLabel={t('mark_delivered')}
        color="teal"
        onConfirm={() => action.mutateAsync({ id: delivering?.id ?? 0, action: 'delivered' })}
        onDone={() => {
          notifySuccess(t('delivered_done', { order: delivering?.order_id ?? '' }));
          setDelivering(null);
        }}
        onClose={() => setDelivering(null)}
      />
    </Stack>
  );
}
