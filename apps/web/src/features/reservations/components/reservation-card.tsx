import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { StoreRequest } from '@shop/contracts';
import { IconShoppingCartCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { ReservationStatus } from './reservation-status';

interface ReservationCardProps {
  reservation: StoreRequest;
  onCancel: (reservation: StoreRequest) => void;
}

/** One reservation: what and for when, its state and, once decided, what comes next (the order, or why not). */
export function ReservationCard({ reservation: r, onCancel }: ReservationCardProps) {
  const { t } = useTranslation('reservations');
  const locale = useLocale();
  return (
    <Paper withBorder p="md" component="article" aria-label={t('card.label', { id: r.id })}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{t('card.title', { id: r.id })}</Text>
            <Text size="sm" c="dimmed">
              {t('card.wanted_on', { date: formatCalendarDate(r.wanted_on, locale) })}
            </Text>
          </div>
          <ReservationStatus status={r.status} />
        </Group>
        {/* A list rather than a table: it reads the same on a phone, without scrolling sideways. */}
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {r.lines.map((line) => (
            <Group
              component="li"
              key={`${line.product.id}:${line.variation?.id ?? 0}`}
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              gap="sm"
            >
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/Products/${encodeURIComponent(line.product.slug)}`} size="sm">
                  {line.product.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {line.variation ? `${line.variation.label} · ` : ''}
                  {t('card.line', {
                    quantity: formatNumber(line.quantity, locale, 0),
                    price: line.unit_price_formatted,
                  })}
                </Text>
              </div>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {line.line_total_formatted}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{t('card.units', { count: r.units })}</Text>
          <Text fw={600}>{t('card.total', { total: r.total_formatted })}</Text>
        </Group>
        {r.note && (
          <Text size="sm" c="dimmed">
            {t('card.note', { note: r.note })}
          </Text>
        )}
        {r.status === 'rejected' && r.reason && (
          <Alert color="red" title={t('card.rejected_title')}>
            {r.reason}
          </Alert>
        )}
        {r.status === 'approved' && <Text size="sm">{t('card.approved_hint')}</Text>}
        {r.status === 'expired' && (
          <Text size="sm" c="dimmed">
            {t('card.expired_hint')}
          </Text>
        )}
        <Group gap="sm" justify="flex-end">
          {r.order && (
            <Button component={Link} to={`/orders/${r.order.id}/show`} variant="light">
              {t('card.see_order', { order: r.order.order_id })}
            </Button>
          )}
          {r.status === 'pending' && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconX size={16} />}
              onClick={() => onCancel(r)}
            >
              {t('card.cancel')}
            </Button>
          )}
          {r.status === 'approved' && (
            <Button
              component={Link}
              to={`/checkout?reservation=${r.id}`}
              leftSection={<IconShoppingCartCheck size={18} />}
            >
              {t('card.order')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
