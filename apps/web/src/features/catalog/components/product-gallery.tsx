import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import type { StorefrontImage } from '@shop/contracts';
import { IconZoomIn } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { useProductWords } from '../lib/product-words';
import classes from './product-gallery.module.css';
import { ProductImage } from './product-image';

// The enlarged view loads when a shopper first asks for it: the product page's first load does not carry it.
const ImageZoom = lazyPart(() => import('./image-zoom'));

interface ProductGalleryProps {
  images: StorefrontImage[];
  name: string;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

/**
 * The product's pictures (AVIF where the browser reads it, else WebP) in a strip that a finger swipes from one to
 * the next, a thumbnail per picture, and a button that opens the shown picture enlarged. Swiping, a thumbnail and a
 * variation's picture all select through `onSelect`, so the three agree.
 */
export function ProductGallery({ images, name, selectedId, onSelect }: ProductGalleryProps) {
  const { t } = useProductWords();
  const strip = useRef<HTMLUListElement>(null);
  const [zoomed, setZoomed] = useState(false);
  const index = Math.max(
    0,
    images.findIndex((image) => image.id === selectedId),
  );
  useStripPosition(strip, index);
  useSwipeSelect(strip, (swiped) => {
    const image = images[swiped];
    if (image && swiped !== index) onSelect(image.id);
  });
  const shown = images[index];
  if (!shown) return <ProductImage image={null} alt={name} sizes="100vw" />;
  return (
    <div>
      <div className={classes.stage}>
        {/* A strip that scrolls is reachable by keyboard too: focused, the arrow keys swipe it. */}
        <ul
          ref={strip}
          className={classes.strip}
          aria-label={t('product.images')}
          tabIndex={images.length > 1 ? 0 : undefined}
        >
          {images.map((image, position) => (
            <li key={image.id} aria-hidden={position !== index || undefined}>
              <picture>
                <source
                  type="image/avif"
                  srcSet={`${image.detail_avif_url} 1000w`}
                  sizes="(min-width: 1024px) 50vw, 100vw"
                />
                <source
                  type="image/webp"
                  srcSet={`${image.list_url} 400w, ${image.detail_url} 1000w`}
                  sizes="(min-width: 1024px) 50vw, 100vw"
                />
                <img
                  className={classes.main}
                  src={image.detail_url}
                  width={image.width}
                  height={image.height}
                  alt={name}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                  loading={position === 0 ? 'eager' : 'lazy'}
                />
              </picture>
            </li>
          ))}
        </ul>
        <ActionIcon
          className={classes.zoom}
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t('product.zoom')}
          onClick={() => setZoomed(true)}
        >
          <IconZoomIn size={20} aria-hidden />
        </ActionIcon>
      </div>
      {images.length > 1 ? (
        <Group gap="xs" mt="sm" role="group" aria-label={t('product.thumbnails')}>
          {images.map((image, position) => (
            <UnstyledButton
              key={image.id}
              className={classes.thumb}
              data-selected={position === index || undefined}
              aria-label={t('product.show_image', { number: position + 1 })}
              aria-pressed={position === index}
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
      {zoomed ? (
        <Suspense fallback={null}>
          <ImageZoom
            images={images}
            name={name}
            index={index}
            onIndex={(next) => {
              const image = images[next];
              if (image) onSelect(image.id);
            }}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Brings the strip to the selected picture when the selection comes from elsewhere (thumbnail, variation). Not on
 * the first render: the page arrives showing the first picture, or the one a shopper swiped to before the page's
 * code came, which `useSwipeSelect` then adopts.
 */
function useStripPosition(strip: React.RefObject<HTMLUListElement | null>, index: number) {
  const first = useRef(true);
  useEffect(() => {
    const element = strip.current;
    if (first.current || !element) {
      first.current = false;
      return;
    }
    const left = index * element.clientWidth;
    if (Math.abs(element.scrollLeft - left) < 2) return;
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    // jsdom, in the component tests, lays nothing out and scrolls nothing.
    element.scrollTo?.({ left, behavior: smooth ? 'smooth' : 'instant' });
  }, [strip, index]);
}

/**
 * Reports the picture the strip came to rest on after a swipe. On rest only: while a thumbnail's smooth scroll
 * passes the pictures between, none of them is selected on the way. A swipe made before the code came is reported
 * at once.
 */
function useSwipeSelect(strip: React.RefObject<HTMLUListElement | null>, onRest: (index: number) => void) {
  const report = useRef(onRest);
  report.current = onRest;
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rest = () => {
      if (element.clientWidth > 0) report.current(Math.round(element.scrollLeft / element.clientWidth));
    };
    if (element.scrollLeft > 0) rest();
    // Browsers without `scrollend` (Safari) settle after a short quiet spell instead.
    const supportsEnd = 'onscrollend' in element;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(rest, 120);
    };
    element.addEventListener(supportsEnd ? 'scrollend' : 'scroll', supportsEnd ? rest : onScroll, {
      passive: true,
    });
    return () => {
      clearTimeout(timer);
      element.removeEventListener(supportsEnd ? 'scrollend' : 'scroll', supportsEnd ? rest : onScroll);
    };
  }, [strip]);
}
