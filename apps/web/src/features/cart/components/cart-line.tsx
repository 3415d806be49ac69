import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { CartItem } from '@shop/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useRemoveCartLine } from '../api/remove-cart-line';
import { useSaveLine } from '../api/saved-lines';
import classes from './cart-line.module.css';
import { LineImage } from './line-image';
import { LineQuantity } from './line-quantity';
import { ReservedUntil } from './reserved-until';

export function productHref(slug: string): string {
  return `/Products/${encodeURIComponent(slug)}`;
}

/**
 * One line of the cart: what it is, its unit price, how many, what they cost, and a way to take it out; a signed-in
 * shopper may save it for later instead (decision 105).
 */
export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const remove = useRemoveCartLine();
  const save = useSaveLine();
  const signedIn = useCurrentUser() !== null;
  const removeLabel = t('line.remove', { name: item.name });
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={item.name}>
      <div className={classes.line}>
        <div className={classes.image}>
          <LineImage url={item.image_url} />
        </div>
        <Stack gap={2} className={classes.info}>
          <Anchor component={Link} to={productHref(item.slug)} c="inherit" fw={600} lineClamp={2}>
            {item.name}
          </Anchor>
          {item.variant ? (
            <Text size="sm" c="dimmed">
              {item.variant}
            </Text>
          ) : null}
          {item.offer_name ? (
            <Text size="xs" c="red" fw={600}>
              {item.offer_name}
            </Text>
          ) : null}
          <Text size="sm">{t('line.unit_price', { price: item.unit_price_formatted })}</Text>
          <ReservedUntil expiresAt={item.expires_at} />
          {item.held_quantity < item.quantity ? (
            <Text size="xs" c="orange" role="note">
              {t('line.not_held', { count: item.quantity - item.held_quantity })}
            </Text>
          ) : null}
          {signedIn && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              w="fit-content"
              aria-label={t('line.save_label', { name: item.name })}
              disabled={save.isPending}
              onClick={() => save.mutate(item.id)}
            >
              {t('line.save')}
            </Anchor>
          )}
        </Stack>
        <Group gap="md" wrap="nowrap" align="flex-end" className={classes.controls}>
          <LineQuantity item={item} />
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <Stack gap={0} align="flex-end" miw={90}>
              <Text size="xs" c="dimmed">
                {t('line.total')}
              </Text>
              <Text fw={600} data-testid="line-total">
                {item.line_total_formatted}
              </Text>
            </Stack>
            {/* The browser's own tooltip, as the header's buttons': Mantine's would bring floating-ui to the cart's
                first load (21 kB); loaded after the page, it put a new button in this one's place as it arrived and
                lost a tap made in that moment. */}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={removeLabel}
              title={removeLabel}
              loading={remove.isPending}
              onClick={() => remove.mutate(item)}
            >
              <IconTrash size={18} stroke={1.75} />
            </ActionIcon>
          </Group>
        </Group>
      </div>
    </Paper>
  );
}
