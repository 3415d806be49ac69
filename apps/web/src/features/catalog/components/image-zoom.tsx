import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import type { StorefrontImage } from '@shop/contracts';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { type MouseEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { useFocusBack } from '../../../components/use-focus-back';
import { useProductWords } from '../lib/product-words';
import classes from './image-zoom.module.css';

interface ImageZoomProps {
  images: StorefrontImage[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The enlarged state: where the tap landed on the picture, as fractions of its width and height (that spot is
 * brought to the middle), and the width the picture is enlarged to.
 */
type Focus = { x: number; y: number; width: number };

/**
 * A product's picture on the whole screen (loaded on first use, ProductGallery). A tap or click enlarges it to its
 * full 1000 px rendition (twice the fitted size at least) around the spot tapped and the picture can then be panned
 * by scrolling or dragging a finger; another tap fits it again. Arrows (buttons and keys) go through the pictures.
 */
export default function ImageZoom({ images, name, index, onIndex, onClose }: ImageZoomProps) {
  const { t } = useProductWords();
  // Mounted open and unmounted on close: the focus goes back to the picture's zoom button.
  useFocusBack(true);
  const [focus, setFocus] = useState<Focus | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const image = images[index];
  const many = images.length > 1;

  const go = (step: number) => {
    setFocus(null);
    onIndex((index + step + images.length) % images.length);
  };

  // A mouse pans the enlarged picture by dragging it, as a finger does; a drag is not a click that fits it again.
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && focus)
      drag.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from || !viewport.current) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (!from.moved && Math.hypot(dx, dy) < 5) return;
    viewport.current.scrollBy(-dx, -dy);
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
  };

  const toggle = (event: MouseEvent<HTMLImageElement>) => {
    const dragged = drag.current?.moved;
    drag.current = null;
    if (dragged) return;
    setFocus(focus ? null : enlarge(event.clientX, event.clientY));
  };

  /** Enlarged to the full rendition, or twice the fitted size if that is more, around the point given (or the middle). */
  const enlarge = (clientX?: number, clientY?: number): Focus | null => {
    const element = viewport.current;
    if (!element || !image) return null;
    const box = element.getBoundingClientRect();
    const ratio = image.width / image.height;
    // Fitted (object-fit: contain), the picture sits in the middle of the viewport at this size.
    const fittedWidth = Math.min(box.width, box.height * ratio) || image.width;
    const fittedHeight = fittedWidth / ratio;
    const at = (client: number | undefined, start: number, span: number, size: number) =>
      client === undefined ? 0.5 : Math.min(1, Math.max(0, (client - start - (span - size) / 2) / size));
    return {
      x: at(clientX, box.left, box.width, fittedWidth),
      y: at(clientY, box.top, box.height, fittedHeight),
      width: Math.round(Math.max(image.width, 2 * fittedWidth)),
    };
  };

  // Once enlarged, scroll so that the spot tapped is in the middle of the screen.
  useLayoutEffect(() => {
    const element = viewport.current;
    const img = picture.current;
    if (!element || !img || !focus) return;
    element.scrollTo?.({
      left: focus.x * img.offsetWidth - element.clientWidth / 2,
      top: focus.y * img.offsetHeight - element.clientHeight / 2,
    });
  }, [focus]);

  if (!image) return null;
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={many ? t('product.zoom_title', { number: index + 1, count: images.length }) : name}
      closeButtonProps={{ 'aria-label': t('product.zoom_close') }}
      classNames={{ body: classes.body }}
      onKeyDown={(event) => {
        if (!many) return;
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      <div
        ref={viewport}
        className={classes.viewport}
        data-zoomed={focus ? true : undefined}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerLeave={() => {
          drag.current = null;
        }}
      >
        {/* The page's own picture, in the format the gallery chose: not downloaded twice, and there offline. */}
        <picture key={image.id} className={classes.frame}>
          <source type="image/avif" srcSet={image.detail_avif_url} />
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the zoom button below does the same from the keyboard. */}
          <img
            ref={picture}
            className={classes.picture}
            src={image.detail_url}
            width={image.width}
            height={image.height}
            alt={name}
            draggable={false}
            style={focus ? { width: focus.width } : undefined}
            onClick={toggle}
          />
        </picture>
      </div>
      <Group justify="center" gap="sm" className={classes.controls}>
        {many ? (
          <ActionIcon
            variant="default"
            size="xl"
            radius="xl"
            aria-label={t('product.previous_image')}
            onClick={() => go(-1)}
          >
            <IconChevronLeft aria-hidden />
          </ActionIcon>
        ) : null}
        <ActionIcon
          variant="default"
          size="xl"
          radius="xl"
          aria-label={focus ? t('product.zoom_out') : t('product.zoom_in')}
          onClick={() => setFocus(focus ? null : enlarge())}
        >
          {focus ? <IconZoomOut aria-hidden /> : <IconZoomIn aria-hidden />}
        </ActionIcon>
        {many ? (
          <ActionIcon
            variant="default"
            size="xl"
            radius="xl"
            aria-label={t('product.next_image')}
            onClick={() => go(1)}
          >
            <IconChevronRight aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" ta="center" className={classes.hint}>
        {t('product.zoom_hint')}
      </Text>
    </Modal>
  );
}
