import { Group, UnstyledButton } from '@mantine/core';
import type { StorefrontImage } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import classes from './product-gallery.module.css';
import { ProductImage } from './product-image';

interface ProductGalleryProps {
  images: StorefrontImage[];
  name: string;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

/** The main picture (AVIF where the browser reads it, else WebP) and a thumbnail per picture. */
export function ProductGallery({ images, name, selectedId, onSelect }: ProductGalleryProps) {
  const { t } = useTranslation('catalog');
  const shown = images.find((image) => image.id === selectedId) ?? images[0];
  if (!shown) return <ProductImage image={null} alt={name} sizes="100vw" />;
  return (
    <div>
      <picture>
        <source
          type="image/avif"
          srcSet={`${shown.detail_avif_url} 1000w`}
          sizes="(min-width: 1024px) 50vw, 100vw"
        />
        <source
          type="image/webp"
          srcSet={`${shown.list_url} 400w, ${shown.detail_url} 1000w`}
          sizes="(min-width: 1024px) 50vw, 100vw"
        />
        <img
          className={classes.main}
          src={shown.detail_url}
          width={shown.width}
          height={shown.height}
          alt={name}
          fetchPriority="high"
        />
      </picture>
      {images.length > 1 ? (
        <Group gap="xs" mt="sm" role="group" aria-label={t('product.images')}>
          {images.map((image, index) => (
            <UnstyledButton
              key={image.id}
              className={classes.thumb}
              data-selected={image.id === shown.id || undefined}
              aria-label={t('product.show_image', { number: index + 1 })}
              aria-pressed={image.id === shown.id}
              onClick={() => onSelect(image.id)}
            >
              <img
                src={image.list_url}
                width={64}
                height={Math.round((64 * image.height) / image.width)}
                alt=""
                loading="lazy"
              />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </div>
  );
}
