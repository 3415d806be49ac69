import { Textarea, type TextareaProps } from '@mantine/core';
import { changeOrderStatusBodySchema, ORDER_REASON_MAX } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '../../../lib/forms';

/** The contracts' reason rule (the same for a status, a payment and a receipt), in the API's words. */
export const reasonRefusal = (reason: string) =>
  zodValidate(changeOrderStatusBodySchema.pick({ reason: true }))({ reason }).reason;

/**
 * A reason box that shows how much of its 250 characters is used (SPEC §4/§5). A longer text is kept and refused in
 * words (the API refuses it too), never cut where the browser would stop it.
 */
export function ReasonField({ value, error, ...props }: TextareaProps & { value: string }) {
  const { t } = useTranslation('admin-order');
  return (
    <Textarea
      label={t('reason.label')}
      rows={3}
      description={t('reason.counter', { count: value.length, max: ORDER_REASON_MAX })}
      error={error ?? reasonRefusal(value)}
      value={value}
      {...props}
    />
  );
}
