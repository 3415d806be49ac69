import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** A shade named as a CSS variable ("var(--mantine-color-green-9)") as its colour. */
const resolve = (value: string) => {
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return shade ? (DEFAULT_THEME.colors[shade[1] as string]?.[Number(shade[2])] as string) : value;
};

describe('the light scheme’s coloured words', () => {
  it('read at 4.5:1 on white and on a hovered row’s grey, in every colour staff can pick (green was 4.4:1)', () => {
    const shop = mergeMantineTheme(DEFAULT_THEME, theme);
    const { light } = cssVariablesResolver(shop);
    for (const name of Object.keys(shop.colors)) {
      const words = resolve(light[`--mantine-color-${name}-text`] as string);
      expect(contrast(words, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(words, shop.colors.gray[1]), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
