/** WCAG's relative luminance of an sRGB channel (0–255). */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two luminances, as WCAG defines it (1 to 21). */
function ratio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The text colour staff chose when it reads on `background` (WCAG AA, 4.5:1), else black or white, whichever reads
 * better: a yellow button keeps its yellow and gets dark words. Colours that are not hex are left as they are.
 */
export function readableText(background: string, wanted: string): string {
  const bg = luminance(background);
  const text = luminance(wanted);
  if (bg === null || text === null) return wanted;
  if (ratio(bg, text) >= 4.5) return wanted;
  return ratio(bg, 0) >= ratio(bg, 1) ? '#000000' : '#ffffff';
}
