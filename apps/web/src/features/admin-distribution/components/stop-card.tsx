import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DistributionStop } from '@shop/contracts';
import { IconCircleCheck, IconMapPin, IconPhone, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { formatDateTime, formatKm } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { mapPointUrl } from '../../../lib/map-link';
import { readablePhone } from '../../../lib/readable-phone';

interface StopCardProps {
  stop: DistributionStop;
  n: number;
  canAct: boolean;
  busy: boolean;
  onDispatched: () => void;
  onDelivered: () => void;
}

function StopNote({ label, text }: { label: string; text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      <Text span size="sm" fw={600}>
        {label}
      </Text>{' '}
      {text}
    </Text>
  );
}

/** One stop of the round: who, where, what to collect, and the two things a courier does with it. */
export function StopCard({ stop, n, canAct, busy, onDispatched, onDelivered }: StopCardProps) {
  const { t } = useTranslation('admin-distribution');
  const locale = useLocale();
  const mapUrl = stop.location ? mapPointUrl(stop.location) : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${t('stop_n', { n })} · ${stop.order_id}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('stop_n', { n })}
              {stop.leg_km !== null
                ? ` · ${t(n === 1 ? 'leg_first' : 'leg', { km: formatKm(stop.leg_km, locale) })}`
                : ` · ${t('no_pin')}`}
            </Text>
            <Text fw={700}>{stop.recipient.name}</Text>
          </Stack>
          <OrderStatusBadge status={stop.status} />
        </Group>
        <Text size="sm">{stop.recipient.address}</Text>
        {/* What the shopper asked and what staff noted for the round ("el timbre no funciona"), read before leaving. */}
        {stop.customer_note && <StopNote label={t('customer_note')} text={stop.customer_note} />}
        {stop.staff_notes.map((note, index) => (
          // Texts in the order they were written; the list never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <StopNote key={index} label={t('staff_note')} text={note} />
        ))}
        {stop.about_customer && <StopNote label={t('about_customer')} text={stop.about_customer} />}
        <Group gap="md" wrap="wrap">
          <Anchor
            href={`tel:${stop.recipient.phone}`}
            size="sm"
            aria-label={t('call', { name: stop.recipient.name, phone: readablePhone(stop.recipient.phone) })}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconPhone size={16} aria-hidden />
              {readablePhone(stop.recipient.phone)}
            </Group>
          </Anchor>
          {mapUrl && (
            <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconMapPin size={16} aria-hidden />
                {t('map')}
              </Group>
            </Anchor>
          )}
          <Anchor
            component={Link}
            to={`/admin/orders/${stop.id}/show`}
            size="sm"
            aria-label={t('order', { order: stop.order_id })}
          >
            {stop.order_id}
          </Anchor>
        </Group>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{t('units', { count: stop.units })}</Text>
          <Text fw={700} c={stop.to_collect > 0 ? 'red' : 'teal'}>
            {stop.to_collect > 0 ? t('to_collect', { amount: stop.to_collect_formatted }) : t('paid')}
          </Text>
        </Group>
        {stop.dispatched_at && (
          <Text size="xs" c="dimmed">
            {t('dispatched_at', {
              time: formatDateTime(stop.dispatched_at, locale),
              by: stop.dispatched_by ?? '—',
            })}
          </Text>
        )}
        {canAct && (
          <Group grow mt={4}>
            {!stop.dispatched_at && (
              <Button
                variant="light"
                leftSection={<IconTruck size={16} />}
                onClick={onDispatched}
                loading={busy}
                aria-label={t('mark_dispatched_of', { order: stop.order_id })}
              >
                {t('mark_dispatched')}
              </Button>
            )}
            <Button
              color="teal"
              leftSection={<IconCircleCheck size={16} />}
              onClick={onDelivered}
              loading={busy}
              aria-label={t('mark_delivered_of', { order: stop.order_id })}
            >
              {t('mark_delivered')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
