import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconShoppingCart, IconTruckDelivery, IconUserHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ShopOffer, useShopOffer, wordsFor } from '../lib/shop-offer';

const STEPS = [
  { key: 'choose', icon: IconShoppingCart },
  { key: 'recipient', icon: IconUserHeart },
  { key: 'pay', icon: IconCreditCard },
  { key: 'receive', icon: IconTruckDelivery },
] as const;

/** The words' options of a step: who receives and how one pays depend on what the shop offers (lib/shop-offer.ts). */
function wordsOf(key: (typeof STEPS)[number]['key'], offer: ShopOffer | undefined) {
  if (key === 'recipient') return { context: offer && wordsFor(offer.delivery) };
  if (key === 'pay') return { context: offer ? wordsFor(offer.delivery) : 'unknown', coins: offer?.anyCoin };
  return {};
}

/** SPEC §2 landing page "order steps": how an order goes, in four steps. */
export function OrderSteps() {
  const { t } = useTranslation('store');
  const offer = useShopOffer();
  return (
    <Stack component="section" gap="md" aria-labelledby="order-steps">
      <Title id="order-steps" order={2} fz="h3">
        {t('order_steps.title')}
      </Title>
      <SimpleGrid component="ol" cols={{ base: 1, xs: 2, md: 4 }} p={0} m={0} style={{ listStyle: 'none' }}>
        {STEPS.map(({ key, icon: Icon }, index) => (
          <Card key={key} component="li" withBorder radius="md" padding="lg">
            <ThemeIcon size="lg" radius="xl" variant="light" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Text fw={700} mt="sm">
              {t('order_steps.step', { number: index + 1 })} · {t(`order_steps.${key}.title`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`order_steps.${key}.text`, wordsOf(key, offer))}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
