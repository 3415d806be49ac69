import { Radio, Stack, Text } from '@mantine/core';
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
}: {
  forms: readonly PayFormOption[];
  value: string | null;
  onChange: (code: string) => void;
  /** Minutes an order paid in advance has to be paid in. */
  paymentTimeout: number;
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
            {form.paid_in_advance ? (
              <Text size="sm" fw={600}>
                {paymentTimeout % 60 === 0
                  ? t('pay_form.window_hours', { count: paymentTimeout / 60 })
                  : t('pay_form.window_minutes', { count: paymentTimeout })}
              </Text>
            ) : null}
          </ChoiceCard>
        ))}
      </Stack>
    </Radio.Group>
  );
}
