import { Badge } from '@mantine/core';
import type { ContactStatus } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ContactStatus, string> = { new: 'blue', read: 'gray', handled: 'green' };

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('admin-contacts');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
