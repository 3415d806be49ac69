import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card';

export interface PayFormOption {
  code: string;
  name: string;
  instructions: string;
}

/** The manual pay forms enabled for the chosen delivery method, with what the shopper has to do for each. */
export function PayFormChoice({
  forms,
  value,
  onChange,
}: {
  forms: readonly PayFormOption[];
  value: string | null;
  onChange: (code: string) => void;
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
          <ChoiceCard key={form.code} value={form.code} label={form.name} description={form.instructions} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
