import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What staff keep in mind about the customer (decision 104), where they serve them: on the order's page and while an
 * order is taken for them. Never printed: the printed order goes with the parcel.
 */
export function CustomerStaffNote({ note }: { note: string }) {
  const { t } = useTranslation('admin-order');
  return (
    <Box data-no-print p="xs" bg="var(--mantine-color-yellow-light)" style={{ borderRadius: 4 }}>
      <Text size="xs" fw={600}>
        {t('customer.note')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {note}
      </Text>
    </Box>
  );
}
