import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { StorefrontProduct } from '@shop/contracts';
import {
  IconBuildingStore,
  IconFileDescription,
  IconShieldCheck,
  IconShoppingCartPlus,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAddToCart, useCart } from '../../../lib/cart';
import type { ShownPrice } from '../../../lib/coin';
import { lazyPart } from '../../../lib/lazy-part';
import { catalogKeys } from '../api/catalog-keys';
import { quantityProblem, useQuantity } from '../lib/quantity';
import type { Selection } from '../lib/variations';
import { AvailabilityBadge } from './availability-badge';

/** Only sold-out products need it: its code loads then. */
const BackInStock = lazyPart(async () => ({ default: (await import('./back-in-stock')).BackInStock }));

import { useProductWords } from '../lib/product-words';
import { ProductPrice } from './product-price';
import { QuantityField } from './quantity-field';
import { StickyBuyBar } from './sticky-buy-bar';
import { VariationPicker } from './variation-picker';

interface ProductPurchaseProps {
  product: StorefrontProduct;
  price: ShownPrice | undefined;
  availability: number | null;
  lowAvailability: boolean;
  /** A variable product whose combination is not fully picked yet. */
  choosing: boolean;
  /** The picked variation of a variable product; null otherwise. */
  variationId: number | null;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}

/** Price, wholesale terms, variation picker, availability, quantity, warranty and spec sheet. */
export function ProductPurchase({
  product,
  price,
  availability,
  lowAvailability,
  choosing,
  variationId,
  selection,
  onSelect,
}: ProductPurchaseProps) {
  const { t } = useProductWords();
  const wholesale = price?.wholesale_price ?? null;
  // The server's own rule for this shopper, as the cart counts (SPEC §5); null: sold only wholesale, not to them.
  const min = product.min_purchase ?? 1;
  const wholesaleOnly = product.min_purchase === null;
  const [quantity, setQuantity] = useQuantity(min, availability);
  // Told once the shopper tries to add; from then on it follows what they type.
  const [tried, setTried] = useState(false);
  const problem = quantityProblem(quantity, min, availability);
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  const belowMinimum = availability !== null && availability < min;
  // Units this shopper's cart holds of what is shown: sold out because they took the last ones, they are told so
  // rather than asked to wait for more (the header has read the cart already).
  const heldByShopper = (useCart().data?.items ?? [])
    .filter(
      (item) => item.product_id === product.id && (variationId === null || item.variation_id === variationId),
    )
    .reduce((units, item) => units + item.held_quantity, 0);
  const buying = useRef<HTMLDivElement>(null);
  const quantityInput = useRef<HTMLInputElement>(null);
  const add = () => {
    if (problem) {
      setTried(true);
      quantityInput.current?.focus();
      return;
    }
    addToCart.mutate(
      { product_id: product.id, variation_id: variationId, quantity: Number(quantity) },
      {
        // Units in a cart are no longer available to others: show what is left.
        onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.product(product.slug) }),
      },
    );
  };
  return (
    <Stack gap="md">
      <div>
        <ProductPrice price={price} discountPercentage={product.discount_percentage} size="xl" />
        {product.unit ? (
          <Text size="sm" c="dimmed">
            {t('product.per_unit', { unit: product.unit })}
          </Text>
        ) : null}
        {product.tax > 0 ? (
          <Text size="sm" c="dimmed">
            {t('product.tax_included', { percent: product.tax })}
          </Text>
        ) : null}
        {choosing ? (
          <Text size="sm" c="dimmed">
            {t('product.choose_variation')}
          </Text>
        ) : null}
      </div>
      {wholesale !== null && price ? (
        <Text size="sm" data-testid="wholesale">
          {t('product.wholesale', { price: price.format(wholesale), count: product.min_quantity })}
        </Text>
      ) : null}
      {product.attributes.length > 0 ? (
        <VariationPicker
          attributes={product.attributes}
          variations={product.variations}
          selection={selection}
          onChange={onSelect}
        />
      ) : null}
      <Group gap="xs">
        {availability === null ? (
          <Text size="sm">{t('availability.unlimited')}</Text>
        ) : availability > 0 ? (
          <Text size="sm">{t('availability.count', { count: availability })}</Text>
        ) : null}
        <AvailabilityBadge availability={availability} low={lowAvailability} size="md" />
      </Group>
      {availability === 0 && heldByShopper > 0 ? (
        <Text size="sm">
          {t('back_in_stock.yours', { count: heldByShopper })}{' '}
          <Anchor component={Link} to="/Cart" size="sm">
            {t('shell:cart.view')}
          </Anchor>
        </Text>
      ) : availability === 0 && product.availability === 0 ? (
        <Suspense fallback={null}>
          <BackInStock slug={product.slug} />
        </Suspense>
      ) : null}
      {wholesaleOnly ? (
        <Text size="sm" fw={500} data-testid="wholesale-only">
          {t('product.wholesale_only')}
        </Text>
      ) : availability !== 0 ? (
        <>
          <Group gap="sm" align="flex-end" ref={buying}>
            <QuantityField
              ref={quantityInput}
              min={min}
              max={availability}
              value={quantity}
              onChange={setQuantity}
              problem={tried || (problem && problem.key !== 'invalid') ? problem : null}
            />
            <Button
              leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
              onClick={add}
              loading={addToCart.isPending}
              // A variable product is bought as one of its variations: none is picked yet.
              disabled={choosing || belowMinimum}
            >
              {t('product.add_to_cart')}
            </Button>
          </Group>
          <StickyBuyBar
            watched={buying}
            price={price ? price.format(price.final_price) : undefined}
            disabled={choosing || belowMinimum}
            loading={addToCart.isPending}
            onAdd={add}
          />
        </>
      ) : null}
      {product.warranty ? (
        <Group gap={6}>
          <IconShieldCheck size={18} aria-hidden />
          <Text size="sm">
            {t('product.warranty', {
              time: t(`warranty.${product.warranty.unit}`, { count: product.warranty.time }),
            })}
          </Text>
        </Group>
      ) : null}
      {product.supplied_by_store ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconBuildingStore size={18} aria-hidden />
          <Text size="sm">
            {product.supplied_by_store.points.length > 0
              ? t('product.supplied_at', { points: product.supplied_by_store.points.join(', ') })
              : t('product.supplied_by_store')}
            {product.supplied_by_store.store_sku
              ? ` ${t('product.store_sku', { sku: product.supplied_by_store.store_sku })}`
              : ''}
          </Text>
        </Group>
      ) : null}
      {product.spec_sheet_url ? (
        <Anchor href={product.spec_sheet_url} size="sm" download>
          <Group gap={6} component="span">
            <IconFileDescription size={18} aria-hidden />
            {t('product.spec_sheet')}
          </Group>
        </Anchor>
      ) : null}
    </Stack>
  );
}
