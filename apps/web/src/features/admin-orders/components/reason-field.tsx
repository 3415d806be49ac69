import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SPEC §4/§5: a status or rejection reason holds at most 250 characters. */
export const REASON_MAX = 250;

/** A reason box that shows how much of the 250 characters is used, and refuses to take more. */
export function ReasonField({ value, ...props }: TextareaProps & { value: string }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Textarea
      label={t('reason.label')}
      rows={3}
      maxLength={REASON_MAX}
      description={t('reason.counter', { count: value.length, max: REASON_MAX })}
      value={value}
      {...props}
    />
  );
}
