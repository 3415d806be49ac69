import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import type { PointOfSale } from '@shop/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pointOfSaleScreen } from '../api/point-of-sale-keys';

interface PointOfSaleRowProps {
  point: PointOfSale;
  canChange: boolean;
  onDelete: (point: PointOfSale) => void;
}

export function PointOfSaleRow({ point, canChange, onDelete }: PointOfSaleRowProps) {
  const { t } = useTranslation('admin-points-of-sale');
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {point.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {point.address}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{point.municipality_name}</Text>
        <Text size="xs" c="dimmed">
          {point.province_name}
        </Text>
      </Table.Td>
      <Table.Td>
        {point.phones.map((phone) => (
          <Text key={phone} size="sm" ff="monospace">
            {phone}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge variant="dot" color={point.active ? 'teal' : 'gray'}>
            {t(point.active ? 'status.active' : 'status.inactive')}
          </Badge>
          {point.use_for_local_pickup && (
            <Badge variant="light" color="blue">
              {t('status.pickup')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      {canChange && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <ActionIcon
              component={Link}
              to={pointOfSaleScreen(point.id)}
              variant="subtle"
              aria-label={t('edit_point', { name: point.name })}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('delete_point', { name: point.name })}
              onClick={() => onDelete(point)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
