import { Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { cartQuery, useCart } from '../../../lib/cart';
import { storedCoin } from '../../../lib/coin';
import { useCurrentUser } from '../../../lib/current-user';
import { storedLocale } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { prime } from '../../../lib/prime';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { EmptyCart } from '../components/empty-cart';

/** What a signed-in shopper saved for later (decision 105): after the cart's own code, below its lines. */
const SavedLines = lazyPart(async () => ({
  default: (await import('../components/saved-lines')).SavedLines,
}));

function CartSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton height={260} />
      </Grid.Col>
    </Grid>
  );
}

/**
 * The shopper's cart in the coin and language of their cookies, as `useCart` keys it (the free-shipping note's
 * options come with the store layout, for the footer). The server renders the page with it (a page with a session is
 * never kept: `private, no-store`).
 */
export const loader = ({ context }: LoaderFunctionArgs) =>
  prime(context, [cartQuery(storedCoin() ?? '', storedLocale())]);

/**
 * /Cart — SPEC §2 and §4: the cart loading, empty or loaded, with its lines and what it all costs; below, what a
 * signed-in shopper saved for later.
 */
export function Component() {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const signedIn = useCurrentUser() !== null;

  let body: ReactNode;
  if (cart.isError && !cart.data) {
    body = <QueryError error={cart.error} retryLabel={t('retry')} onRetry={() => cart.refetch()} />;
  } else if (!cart.data) {
    body = <CartSkeleton />;
  } else if (cart.data.items.length === 0) {
    body = <EmptyCart />;
  } else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {cart.data.items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartSummary cart={cart.data} />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline">
        <PageTitle>{t('title')}</PageTitle>
        {cart.data && cart.data.count > 0 ? (
          <Text c="dimmed">{t('count', { count: cart.data.count })}</Text>
        ) : null}
      </Group>
      {body}
      {signedIn && (
        <Suspense>
          <SavedLines />
        </Suspense>
      )}
    </Stack>
  );
}
