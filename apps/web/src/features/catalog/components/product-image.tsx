import type { StorefrontImage } from '@shop/contracts';
import { IconPhoto } from '@tabler/icons-react';
import classes from './product-image.module.css';

interface ProductImageProps {
  image: StorefrontImage | null;
  alt: string;
  /** Images in the first row of a page load at once; the rest wait until they are about to be seen. */
  eager?: boolean;
  sizes: string;
}

/**
 * A card's picture: the 400 px and 1000 px WebP renditions for the browser to choose from, with the image's own
 * width and height so that nothing moves when it arrives.
 */
export function ProductImage({ image, alt, eager = false, sizes }: ProductImageProps) {
  if (!image) {
    return (
      <div className={classes.placeholder} role="img" aria-label={alt}>
        <IconPhoto size={40} stroke={1.25} aria-hidden />
      </div>
    );
  }
  return (
    <img
      className={classes.image}
      src={image.list_url}
      srcSet={`${image.list_url} 400w, ${image.detail_url} 1000w`}
      sizes={sizes}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      alt={alt}
    />
  );
}
