import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { SharedCartPreview } from '@shop/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productHref } from './cart-line';
import { LineImage } from './line-image';

type PreviewLine = SharedCartPreview['lines'][number];

/**
 * A line of a shared cart (or one saved for later) with its price and total for this visitor; one that cannot be
 * added says why, in red, before the shopper tries. `actions`: what the shopper may do with it, under it.
 */
export function SharedLine({ line, actions }: { line: PreviewLine; actions?: ReactNode }) {
  const { t } = useTranslation('cart');
  const name = line.name ?? t('shared.unknown_product');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={name}
      style={line.problem ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <LineImage url={line.image_url} />
        <Stack gap={2} flex={1}>
          {line.slug ? (
            <Anchor component={Link} to={productHref(line.slug)} c="inherit" fw={600}>
              {name}
            </Anchor>
          ) : (
            <Text fw={600}>{name}</Text>
          )}
          {line.variant ? (
            <Text size="sm" c="dimmed">
              {line.variant}
            </Text>
          ) : null}
          <Text size="sm">
            {line.unit_price_formatted
              ? t('shared.quantity_price', { count: line.quantity, price: line.unit_price_formatted })
              : t('shared.quantity', { count: line.quantity })}
          </Text>
          {line.problem ? (
            <Group gap={6} wrap="nowrap" c="red" data-testid="line-problem">
              <IconAlertTriangle size={16} aria-hidden />
              <Text size="sm" c="red">
                {line.problem}
              </Text>
            </Group>
          ) : null}
        </Stack>
        {line.line_total_formatted ? (
          <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="line-total">
            {line.line_total_formatted}
          </Text>
        ) : null}
      </Group>
      {/* Below the whole line: on the narrowest phone its buttons would push the total off the screen. */}
      {actions}
    </Paper>
  );
}
