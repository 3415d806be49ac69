// Loaded with the screen that shows stars, not with the storefront's first page (app/storefront-styles.ts, issue 13).
import '@mantine/core/styles/Rating.layer.css';
import { Rating, type RatingProps } from '@mantine/core';

interface StarsPictureProps {
  value: number;
  /** What the stars say, in words: "4 de 5 estrellas". */
  label: string;
  size?: RatingProps['size'];
  /** 10 shows an average to a tenth of a star. */
  fractions?: number;
}

/**
 * A rating shown, not asked for: one picture named by its words. Mantine's read-only Rating is still a group of radio
 * buttons, which a screen reader would read out one star at a time (docs/accessibility.md).
 */
export function StarsPicture({ value, label, size, fractions }: StarsPictureProps) {
  return <Rating value={value} fractions={fractions} readOnly size={size} role="img" aria-label={label} />;
}
