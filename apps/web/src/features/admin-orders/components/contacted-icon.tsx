import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconPhoneCheck, IconPhoneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Whether staff have contacted the customer, as an icon with its words for screen readers. */
export function ContactedIcon({ contacted }: { contacted: boolean }) {
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
