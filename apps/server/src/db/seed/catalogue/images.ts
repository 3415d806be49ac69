import { icons as fluentEmoji } from '@iconify-json/fluent-emoji-flat';
import sharp from 'sharp';

/**
 * The demo shop's pictures, drawn at seed time so the seed needs no network and the repository holds no binary
 * files: one of Microsoft's Fluent Emoji (flat, colour SVGs, MIT licence, from the `@iconify-json/fluent-emoji-flat`
 * package) standing on a soft background tinted by the product's category. The image store names files by content
 * hash, so a picture shared by several products is encoded once.
 */

/** An emoji of the set, by its Iconify name (https://icon-sets.iconify.design/fluent-emoji-flat/). */
export type Emoji = string;

export interface DemoPicture {
  emoji: Emoji;
  /** The background's hue (0–360), the category's colour. */
  hue: number;
}

// 400 px: the list size, and small enough that encoding every picture (AVIF is the slow part) stays within seconds.
const SIZE = 400;
const EMOJI_SIZE = 250;

/** The emoji's SVG body and its own box (the set draws on 32 × 32 unless an icon says otherwise). */
function emojiOf(name: Emoji): { body: string; width: number; height: number } {
  const icon = fluentEmoji.icons[name];
  if (!icon) throw new Error(`Fluent Emoji has no "${name}"`);
  return {
    body: icon.body,
    width: icon.width ?? fluentEmoji.width ?? 16,
    height: icon.height ?? fluentEmoji.height ?? 16,
  };
}

export function pictureSvg({ emoji, hue }: DemoPicture): string {
  const { body, width, height } = emojiOf(emoji);
  const scale = EMOJI_SIZE / Math.max(width, height);
  const x = (SIZE - width * scale) / 2;
  const y = (SIZE - height * scale) / 2 - 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 70%, 95%)"/><stop offset="1" stop-color="hsl(${hue}, 55%, 84%)"/>
  </linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <circle cx="200" cy="186" r="150" fill="#fff" fill-opacity="0.45"/>
  <ellipse cx="200" cy="${y + height * scale + 8}" rx="105" ry="14" fill="#000" fill-opacity="0.08"/>
  <g transform="translate(${x} ${y}) scale(${scale})">${body}</g>
</svg>`;
}

/** One PNG per distinct picture, rendered in parallel (rendering an SVG takes a few milliseconds). */
export async function renderDemoPictures(pictures: readonly DemoPicture[]): Promise<Map<string, Buffer>> {
  const distinct = new Map(pictures.map((picture) => [pictureKey(picture), picture]));
  const rendered = await Promise.all(
    [...distinct].map(async ([key, picture]) => {
      const png = await sharp(Buffer.from(pictureSvg(picture)))
        .png()
        .toBuffer();
      return [key, png] as const;
    }),
  );
  return new Map(rendered);
}

export function pictureKey({ emoji, hue }: DemoPicture): string {
  return `${emoji}@${hue}`;
}
