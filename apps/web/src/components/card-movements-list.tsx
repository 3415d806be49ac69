import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import type { CardMovement } from '@shop/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../lib/format';
import { useLocale } from '../lib/i18n';

interface MovementsListProps {
  movements: CardMovement[];
  /** Where an order a movement names is shown (the shopper's or the back office's order page). */
  orderLink: (orderId: number) => string;
  /** The clock its times read: the shopper's own (`useReaderTimeZone`), or the shop's in the back office. */
  timeZone: string;
}

/**
 * (Words: the shopping-cards namespace.) A card's ledger, newest first: what came in (recharges, refunds) and went
 * out (orders paid), each with the balance it left. A list rather than a table, so that a phone shows the amounts
 * without scrolling sideways.
 */
export function MovementsList({ movements, orderLink, timeZone }: MovementsListProps) {
  const { t } = useTranslation('shopping-cards');
  const locale = useLocale();
  if (movements.length === 0) return <Text c="dimmed">{t('movements.empty')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {movements.map((movement, index) => (
        <Fragment key={movement.id}>
          {index > 0 && <Divider component="li" aria-hidden />}
          <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div>
              <Text size="sm" fw={500}>
                {t(`movements.kind.${movement.kind}`)}
                {movement.order && (
                  <>
                    {' · '}
                    <Anchor component={Link} to={orderLink(movement.order.id)} size="sm">
                      {movement.order.order_id}
                    </Anchor>
                  </>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {[formatDateTime(movement.created_at, locale, timeZone), movement.note, movement.by]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <div style={{ textAlign: 'right', flexShrink: 0 }}>
              <Text size="sm" fw={600} c={movement.amount < 0 ? 'red' : 'green'}>
                {movement.amount_formatted}
              </Text>
              <Text size="xs" c="dimmed">
                {t('movements.balance_after', { balance: movement.balance_after_formatted })}
              </Text>
            </div>
          </Group>
        </Fragment>
      ))}
    </Stack>
  );
}
