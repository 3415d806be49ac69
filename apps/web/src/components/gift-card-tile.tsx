import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ShoppingCard } from '@shop/contracts';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** (Words: the shopping-cards namespace.) A card as it would look in a wallet: number, balance and what needs attention (no PIN, locked, disabled). */
export function GiftCardTile({ card }: { card: ShoppingCard }) {
  const { t } = useTranslation('shopping-cards');
  return (
    <Paper
      radius="lg"
      p="lg"
      c="white"
      style={{
        background: card.enabled
          ? 'linear-gradient(135deg, var(--mantine-primary-color-8), var(--mantine-primary-color-5))'
          : 'var(--mantine-color-gray-7)',
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap={6}>
            <IconGift size={22} aria-hidden />
            <Text fw={600}>{t('tile.label')}</Text>
          </Group>
          <Text fw={700}>{card.coin}</Text>
        </Group>
        <Text ff="monospace" fz="lg" style={{ letterSpacing: '0.08em' }}>
          {card.number}
        </Text>
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="xs" opacity={0.85}>
              {t('tile.balance')}
            </Text>
            <Text fz={26} fw={700} lh={1.1}>
              {card.balance_formatted}
            </Text>
          </div>
          <Group gap={4}>
            {!card.enabled && <Badge color="dark">{t('status.disabled')}</Badge>}
            {card.locked_until && <Badge color="red">{t('status.locked')}</Badge>}
            {!card.has_pin && <Badge color="yellow">{t('status.no_pin')}</Badge>}
            {!card.is_owner && <Badge color="gray">{t('status.beneficiary')}</Badge>}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
