import { DEFAULT_THEME, defaultCssVariablesResolver, luminance, mergeMantineTheme } from '@mantine/core';
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

describe('a field’s error', () => {
  it('reads at 4.5:1 on the page in both schemes (Mantine’s red.6 read at 3.3:1 on white, red.8 at 3.4:1 on dark)', () => {
    const shop = mergeMantineTheme(DEFAULT_THEME, theme);
    const mantine = defaultCssVariablesResolver(shop);
    const ours = cssVariablesResolver(shop);
    for (const scheme of ['light', 'dark'] as const) {
      const variables: Record<string, string> = {
        ...mantine.variables,
        ...mantine[scheme],
        ...ours.variables,
        ...ours[scheme],
      };
      // A variable's value, followed through the variables it names ("var(--mantine-color-red-text)").
      const value = (name: string): string => {
        const named = /^var\((--[\w-]+)\)$/.exec(variables[name] as string);
        return named ? value(named[1] as string) : (variables[name] as string);
      };
      expect(
        contrast(value('--mantine-color-error'), value('--mantine-color-body')),
        scheme,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
