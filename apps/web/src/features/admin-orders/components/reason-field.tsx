import { Textarea, type TextareaProps } from '@mantine/core';
import { validationMessage } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';

/** SPEC §4/§5: a status or rejection reason holds at most 250 characters. */
export const REASON_MAX = 250;

/**
 * A reason box that shows how much of the 250 characters is used. A longer text is kept and refused in words (the
 * API refuses it too), never cut where the browser would stop it.
 */
export function ReasonField({ value, error, ...props }: TextareaProps & { value: string }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const tooLong = value.trim().length > REASON_MAX;
  return (
    <Textarea
      label={t('reason.label')}
      rows={3}
      description={t('reason.counter', { count: value.length, max: REASON_MAX })}
      error={error ?? (tooLong ? validationMessage('too_long', locale, { n: REASON_MAX }) : undefined)}
      value={value}
      {...props}
    />
  );
}
