import { Anchor, Group, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailAddress } from '../../../components/email-address';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { CustomerStaffNote } from './customer-staff-note';
import { SectionCard } from './section-card';

/**
 * Who ordered, what staff keep in mind about them (decision 104: off the printed order), a way to their other orders and
 * account, and who took the order for them when staff did (decision 098) with a way to the orders that person took
 * (decision 099).
 */
export function CustomerCard({
  customer,
  placedBy,
}: {
  customer: AdminOrder['customer'];
  placedBy: AdminOrder['placed_by'];
}) {
  const { t } = useTranslation(['admin-order', 'admin-orders']);
  // A user's page is their edit screen, which takes update_users (SPEC §6).
  const canOpenUser = userCan(useCurrentUser(), ['update_users']);
  return (
    <SectionCard title={t('customer.title')}>
      {customer ? (
        <>
          <Text fw={600}>{customer.name}</Text>
          <Anchor href={`mailto:${customer.email}`} size="sm">
            <EmailAddress email={customer.email} />
          </Anchor>
          {placedBy !== null && (
            <Text size="sm" c="dimmed">
              {t('customer.placed_by', { name: placedBy.name })}
            </Text>
          )}
          {customer.staff_note && <CustomerStaffNote note={customer.staff_note} />}
          <Group gap="md" data-no-print>
            <Anchor component={Link} to={`/admin/orders?customer_id=${customer.id}`} size="sm">
              {t('customer.orders')}
            </Anchor>
            {canOpenUser && (
              <Anchor component={Link} to={`/admin/users/${customer.id}`} size="sm">
                {t('customer.page')}
              </Anchor>
            )}
            {placedBy !== null && (
              <Anchor component={Link} to={`/admin/orders?placed_by=${placedBy.id}`} size="sm">
                {t('customer.placed_by_orders', { name: placedBy.name })}
              </Anchor>
            )}
          </Group>
        </>
      ) : (
        // The account was deleted after ordering: the order and its recipient remain.
        <Text size="sm" c="dimmed">
          {t('admin-orders:no_customer')}
        </Text>
      )}
    </SectionCard>
  );
}
