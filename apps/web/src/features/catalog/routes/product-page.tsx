import { Anchor, Breadcrumbs, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StorefrontProduct } from '@shop/contracts';
import { memo, useEffect, useState } from 'react';
import { data, Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { BelowTheFold } from '../../../components/below-the-fold';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { usePrices } from '../../../lib/coin';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { queryClientContext } from '../../../lib/prime';
import { track } from '../../../lib/track';
import { storeProductQueryOptions, useStoreProduct } from '../api/get-store-product';
import { ProductGallery } from '../components/product-gallery';
import { ProductGrid } from '../components/product-grid';
import { ProductPurchase } from '../components/product-purchase';
import { ProductRating } from '../components/product-rating';
import { categoryHref, productHref } from '../lib/hrefs';
import { useProductWords } from '../lib/product-words';
import { readProductSlug } from '../lib/read-product-slug';
import { type Selection, variationFor } from '../lib/variations';
import classes from './product-page.module.css';

function notFound(request: Request): never {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404, statusText: 'Not Found' });
}

/**
 * A product that does not exist (or is not shown) is the app's 404 page, decided before the screen renders;
 * any other failure is left to the screen, which offers to try again.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = readProductSlug(params.product);
  if (slug === undefined) notFound(request);
  try {
    await context.get(queryClientContext).ensureQueryData(storeProductQueryOptions(slug));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound(request);
  }
  return null;
}

/** /Products/:product — a product's page, `:product` being its slug. */
export function Component() {
  const { t } = useProductWords();
  const locale = useLocale();
  const slug = useParams().product ?? '';
  const product = useStoreProduct(slug);
  const { show } = usePrices(product.data?.coins);
  const [selection, setSelection] = useState<Selection>({});
  const [imageId, setImageId] = useState<number>();
  const [seenSlug, setSeenSlug] = useState(slug);
  if (seenSlug !== slug) {
    // A related product opens in the same screen: start its choices afresh.
    setSeenSlug(slug);
    setSelection({});
    setImageId(undefined);
  }
  const productId = product.data?.id;
  useEffect(() => {
    if (productId) track({ type: 'product_view', product_id: productId });
  }, [productId]);

  if (product.isError && !product.data) {
    return <QueryError error={product.error} retryLabel={t('retry')} onRetry={() => product.refetch()} />;
  }
  const item = product.data;
  if (!item) {
    return (
      <div className={classes.halves} aria-busy="true">
        <Skeleton style={{ aspectRatio: 1 }} />
        <div>
          <Skeleton height={36} mb="md" />
          <Skeleton height={28} width="40%" />
        </div>
      </div>
    );
  }

  const variation = variationFor(item.attributes, item.variations, selection);
  const choosing = item.kind === 'variable' && !variation;
  const select = (next: Selection) => {
    setSelection(next);
    const picked = variationFor(item.attributes, item.variations, next);
    if (picked?.image_id) setImageId(picked.image_id);
  };

  return (
    <Stack gap="xl">
      <div className={classes.halves}>
        <div>
          <ProductGallery images={item.images} name={item.name} selectedId={imageId} onSelect={setImageId} />
        </div>
        <Stack gap="md">
          <Breadcrumbs separator="·">
            <Anchor component={Link} to={categoryHref(item.category.slug)} size="sm">
              {item.category.name}
            </Anchor>
            {item.brand ? (
              <Anchor component={Link} to={`/store?brand=${encodeURIComponent(item.brand.slug)}`} size="sm">
                {item.brand.name}
              </Anchor>
            ) : null}
          </Breadcrumbs>
          <PageTitle>{item.name}</PageTitle>
          <ProductRating slug={item.slug} rating={item.rating} />
          {item.short_description ? <Text c="dimmed">{item.short_description}</Text> : null}
          <ProductPurchase
            product={item}
            price={show(variation?.prices ?? item.prices)}
            availability={variation ? variation.availability : item.availability}
            lowAvailability={variation ? variation.low_availability : item.low_availability}
            choosing={choosing}
            variationId={variation?.id ?? null}
            selection={selection}
            onSelect={select}
          />
          {item.offer_ends_at ? (
            <Text size="sm" c="red" fw={600}>
              {t('offers.ends', {
                date: formatDate(item.offer_ends_at, locale, { dateStyle: 'long' }),
              })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('product.sku', { sku: variation?.sku ?? item.sku })}
          </Text>
        </Stack>
      </div>
      <ProductMore item={item} />
    </Stack>
  );
}

/**
 * The description, the combo's parts and the related products: below the fold on a phone, each hydrates when it nears
 * the screen (decision 040). Memoised, so that choosing a variation does not re-render a part that still waits.
 */
const ProductMore = memo(function ProductMore({ item }: { item: StorefrontProduct }) {
  const { t } = useProductWords();
  return (
    <>
      {item.description ? (
        <BelowTheFold>
          <section aria-labelledby="product-description">
            <Title id="product-description" order={2} fz="h3" mb="sm">
              {t('product.description')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Text>
          </section>
        </BelowTheFold>
      ) : null}
      {item.combo_items.length > 0 ? (
        <BelowTheFold>
          <section aria-labelledby="product-combo">
            <Title id="product-combo" order={2} fz="h3" mb="sm">
              {t('product.combo')}
            </Title>
            <List>
              {item.combo_items.map((part) => (
                <List.Item key={`${part.slug}-${part.variation_label ?? ''}`}>
                  {t('product.combo_part', { count: part.quantity })}{' '}
                  <Anchor component={Link} to={productHref(part.slug)}>
                    {part.variation_label ? `${part.name} (${part.variation_label})` : part.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </section>
        </BelowTheFold>
      ) : null}
      {item.related.length > 0 ? (
        <BelowTheFold>
          <section aria-labelledby="product-related">
            <Title id="product-related" order={2} fz="h3" mb="sm">
              {t('product.related')}
            </Title>
            <ProductGrid products={item.related} coins={item.coins} first={false} />
          </section>
        </BelowTheFold>
      ) : null}
    </>
  );
});
