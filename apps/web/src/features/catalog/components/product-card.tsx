import { type ProductCard as Product, SHOP_TIME_ZONE } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShownPrice } from '../../../lib/coin';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl';
import { productHref } from '../lib/hrefs';
import { AvailabilityBadge } from './availability-badge';
import classes from './product-card.module.css';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

// A card is a quarter of the content column on wide screens, a third on tablets, half on phones.
const CARD_SIZES = '(min-width: 1024px) 320px, (min-width: 600px) 33vw, 50vw';

interface ProductCardProps {
  product: Product;
  price: ShownPrice | undefined;
  eager?: boolean;
}

/**
 * The approved reviews' average and count, as text ("★ 4,5 (2)" in es-ES): a star character and the browser's own
 * number format weigh nothing in the first load.
 */
function CardRating({ rating }: { rating: Product['rating'] }) {
  const locale = useLocale();
  if (rating.average === null) return null;
  return (
    <p className={`${classes.small} ${classes.rating}`}>
      ★ {formatNumber(rating.average, locale, 1)} ({formatNumber(rating.count, locale, 0)})
    </p>
  );
}

/** Until when the offer that prices it runs ("Oferta hasta el 30 nov"), in the shop's time zone. */
function CardOfferEnd({ endsAt }: { endsAt: string | null }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  if (!endsAt) return null;
  const date = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: SHOP_TIME_ZONE }).format(
    new Date(endsAt),
  );
  return <p className={`${classes.small} ${classes.offerEnd}`}>{t('offers.ends', { date })}</p>;
}

/**
 * A product in a grid or a row: picture, name, rating, price in the chosen coin, and how many are left. Plain
 * elements rather than Mantine's Card, Stack and Text (product-card.module.css says why).
 */
export function ProductCard({ product, price, eager }: ProductCardProps) {
  const href = productHref(product.slug);
  return (
    <article className={classes.card} aria-label={product.name}>
      <Link className={classes.picture} to={href} tabIndex={-1} aria-hidden>
        <ProductImage image={product.image} alt="" eager={eager} sizes={CARD_SIZES} />
      </Link>
      <div className={classes.body}>
        {product.brand ? <p className={`${classes.small} ${classes.brand}`}>{product.brand.name}</p> : null}
        <Link className={`${classes.name} mantine-focus-auto`} to={href}>
          {product.name}
        </Link>
        <CardRating rating={product.rating} />
        <ProductPrice price={price} discountPercentage={product.discount_percentage} />
        <CardOfferEnd endsAt={product.offer_ends_at} />
        <div className={classes.badges}>
          <AvailabilityBadge availability={product.availability} low={product.low_availability} />
        </div>
      </div>
    </article>
  );
}
