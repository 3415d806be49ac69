import { Anchor, Badge, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatKm } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { mapPointText, mapPointUrl } from '../../../lib/map-link';
import { DetailRow } from './detail-row';
import { SectionCard } from './section-card';

export function DeliveryCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin-order', 'admin-orders']);
  const locale = useLocale();
  return (
    <SectionCard title={t('delivery.title')}>
      <div>
        <Badge variant="outline" color="gray" tt="none">
          {t(`admin-orders:delivery_method.${order.delivery_method}`)}
        </Badge>
      </div>
      {order.delivery_method === 'home' ? (
        <>
          <DetailRow label={t('delivery.location')}>
            {order.location && (
              <Anchor href={mapPointUrl(order.location)} target="_blank" rel="noopener noreferrer">
                {mapPointText(order.location, locale)} <IconExternalLink size={12} aria-hidden />
              </Anchor>
            )}
          </DetailRow>
          <DetailRow label={t('delivery.distance')}>
            {order.shipment_distance === null ? null : formatKm(order.shipment_distance, locale)}
          </DetailRow>
          <DetailRow label={t('delivery.shipment_price')}>{order.amounts.shipment_formatted}</DetailRow>
        </>
      ) : order.pickup_point ? (
        <>
          <Text fw={600}>{order.pickup_point.name}</Text>
          <Text size="sm">{order.pickup_point.address}</Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('delivery.no_pickup_point')}
        </Text>
      )}
      <DetailRow label={t('delivery.dispatched')}>
        {order.dispatch
          ? t('delivery.dispatched_at', {
              time: formatDateTime(order.dispatch.at, locale),
              by: order.dispatch.by ?? '—',
            })
          : t(order.dispatched ? 'yes' : 'no')}
      </DetailRow>
    </SectionCard>
  );
}
