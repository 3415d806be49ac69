import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoveSavedToCart, useRemoveSaved, useSavedLines } from '../api/saved-lines';
import { SharedLine } from './shared-line';

/**
 * Under the cart, what the signed-in shopper saved for later (decision 105): each at today's price, or why it cannot go
 * back now, with a way back to the cart and a way to forget it. Nothing saved, nothing shown.
 */
export function SavedLines() {
  const { t } = useTranslation('cart');
  const saved = useSavedLines();
  const move = useMoveSavedToCart();
  const remove = useRemoveSaved();
  const lines = saved.data?.data ?? [];
  if (!lines.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-lines-title">
      <Title order={2} size="h3" id="saved-lines-title">
        {t('saved.title', { count: lines.length })}
      </Title>
      {lines.map((line) => {
        const name = line.name ?? t('shared.unknown_product');
        return (
          <SharedLine
            key={line.id}
            line={line}
            actions={
              <Group gap="xs" mt="xs">
                {line.problem === null && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={t('saved.to_cart_label', { name })}
                    loading={move.isPending && move.variables === line.id}
                    onClick={() => move.mutate(line.id)}
                  >
                    {t('saved.to_cart')}
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('saved.remove_label', { name })}
                  loading={remove.isPending && remove.variables === line.id}
                  onClick={() => remove.mutate(line.id)}
                >
                  {t('saved.remove')}
                </Button>
              </Group>
            }
          />
        );
      })}
    </Stack>
  );
}
