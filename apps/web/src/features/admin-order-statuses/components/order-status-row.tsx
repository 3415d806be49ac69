import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import type { OrderStatus } from '@shop/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderStatusScreen } from '../api/order-status-keys';
import { OrderStatusBadge } from './order-status-badge';

interface OrderStatusRowProps {
  status: OrderStatus;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (status: OrderStatus) => void;
}

export function OrderStatusRow({ status, canUpdate, canDelete, onDelete }: OrderStatusRowProps) {
  const { t } = useTranslation('admin-order-statuses');
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {status.position}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <OrderStatusBadge status={status} />
          {status.role && (
            <Badge variant="outline" color="gray" size="sm">
              {t(`roles.${status.role}`)}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(status.counts_against_availability ? 'yes' : 'no')}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(status.is_final ? 'yes' : 'no')}</Text>
      </Table.Td>
      {(canUpdate || canDelete) && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            {canUpdate && (
              <ActionIcon
                component={Link}
                to={orderStatusScreen(status.id)}
                variant="subtle"
                aria-label={t('edit_status', { name: status.name })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            )}
            {/* The statuses with a role are the shop's own: the server refuses to delete them. */}
            {canDelete && !status.role && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('delete_status', { name: status.name })}
                onClick={() => onDelete(status)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
