import { Radio, SimpleGrid } from '@mantine/core';
import type { DeliveryMethod } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card';

/** Home delivery or pickup at a point of sale, as the shipping settings offer them. */
export function DeliveryChoice({
  value,
  onChange,
  offered,
}: {
  value: DeliveryMethod | null;
  onChange: (method: DeliveryMethod) => void;
  offered: { home: boolean; pickup: boolean };
}) {
  const { t } = useTranslation('checkout');
  return (
    <Radio.Group
      value={value ?? ''}
      onChange={(next) => onChange(next as DeliveryMethod)}
      aria-label={t('delivery.title')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {offered.home && (
          <ChoiceCard value="home" label={t('delivery.home')} description={t('delivery.home_hint')} />
        )}
        {offered.pickup && (
          <ChoiceCard value="pickup" label={t('delivery.pickup')} description={t('delivery.pickup_hint')} />
        )}
      </SimpleGrid>
    </Radio.Group>
  );
}
