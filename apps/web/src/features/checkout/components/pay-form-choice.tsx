import { Radio, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card';

export interface PayFormOption {
  code: string;
  name: string;
  instructions: string;
  paid_in_advance: boolean;
}

/**
 * The manual pay forms enabled for the chosen delivery method, with what the shopper has to do for each. A form paid
 * in advance (a transfer) also says how long the shopper has before the order is cancelled; one paid on receipt does
 * not, as it has no such window.
 */
export function PayFormChoice({
  forms,
  value,
  onChange,
  paymentTimeout,
  prepayment,
}: {
  forms: readonly PayFormOption[];
  value: string | null;
  onChange: (code: string) => void;
  /** Minutes an order paid in advance has to be paid in. */
  paymentTimeout: number;
  /** For a wholesaler, the share (%) of the order to pay within that time whatever the form; else null. */
  prepayment: number | null;
}) {
  const { t } = useTranslation('checkout');
  if (!forms.length)
    return (
      <Text c="dimmed" size="sm">
        {t('pay_form.none')}
      </Text>
    );
  return (
    <Radio.Group value={value ?? ''} onChange={onChange} aria-label={t('pay_form.title')}>
      <Stack gap="sm">
        {forms.map((form) => (
          <ChoiceCard key={form.code} value={form.code} label={form.name} description={form.instructions}>
            {prepayment || form.paid_in_advance ? (
              <Text size="sm" fw={600}>
                {paymentWindow(t, paymentTimeout, prepayment)}
              </Text>
            ) : null}
          </ChoiceCard>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** "Pay within the next hour…", or for a wholesaler "Pay N % in advance within…", in hours when they are whole. */
function paymentWindow(t: TFunction<'checkout'>, minutes: number, prepayment: number | null) {
  const kind = prepayment ? 'prepay' : 'window';
  return minutes % 60 === 0
    ? t(`pay_form.${kind}_hours`, { count: minutes / 60, percentage: prepayment })
    : t(`pay_form.${kind}_minutes`, { count: minutes, percentage: prepayment });
}
