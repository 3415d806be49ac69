import { Anchor, Badge, Table, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { AdminOrdersQuery, OrderListItem } from '@shop/contracts';
import { IconPhoneCheck, IconPhoneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { adminOrderScreens } from '../api/order-keys';
import { PaymentBadge, StatusBadge } from './order-badges';

interface OrdersTableProps {
  orders: OrderListItem[] | undefined;
  sort: AdminOrdersQuery['sort'];
  onSort: (sort: AdminOrdersQuery['sort']) => void;
  filtered: boolean;
}

const COLUMNS = 9;

export function OrdersTable({ orders, sort, onSort, filtered }: OrdersTableProps) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();

  // Wide enough that codes, dates and badges never wrap.
  return (
    <Table.ScrollContainer minWidth={1180}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.order_id')}</Table.Th>
            <SortHeader field="created_at" sort={sort} onSort={onSort}>
              {t('columns.date')}
            </SortHeader>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th ta="right">{t('columns.items')}</Table.Th>
            <SortHeader field="total" sort={sort} onSort={onSort}>
              {t('columns.total')}
            </SortHeader>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.payment_status')}</Table.Th>
            <Table.Th>{t('columns.delivery_method')}</Table.Th>
            <Table.Th>{t('columns.contacted')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!orders && <SkeletonRows columns={COLUMNS} />}
          {orders?.length === 0 && (
            <EmptyRow
              columns={COLUMNS}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {orders?.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={adminOrderScreens.show(order.id)}
                  ff="monospace"
                  fw={600}
                  size="sm"
                >
                  {order.order_id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(order.created_at, locale)}
                </Text>
              </Table.Td>
              <Table.Td>
                {order.customer_name || order.customer_email ? (
                  <>
                    <Text size="sm" fw={500}>
                      {order.customer_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {order.customer_email}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('no_customer')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{order.items_count}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {order.to_pay_formatted}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={order.status} />
              </Table.Td>
              <Table.Td>
                <PaymentBadge status={order.payment_status} />
              </Table.Td>
              <Table.Td>
                <Badge variant="outline" color="gray" tt="none">
                  {t(`delivery_method.${order.delivery_method}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ContactedIcon contacted={order.contacted} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ContactedIcon({ contacted }: { contacted: boolean }) {
  const { t } = useTranslation('admin-orders');
  const label = t(contacted ? 'contacted.yes' : 'contacted.no');
  const Icon = contacted ? IconPhoneCheck : IconPhoneOff;
  return (
    <Tooltip label={label}>
      <ThemeIcon variant="light" color={contacted ? 'teal' : 'gray'} size="md" role="img" aria-label={label}>
        <Icon size={16} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
