import { ColorInput, type ColorInputProps, MantineThemeProvider } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A colour field (a banner's colours, an order status's): Mantine's ColorInput with every part of it named in the
 * page's language. Its picker's two sliders (the shade and the hue) were unnamed (axe: aria-input-field-name,
 * serious), and ColorInput does not pass the picker's labels on: a theme default for ColorPicker, around this field
 * only, is the one way to reach them.
 */
export function ColorField(props: ColorInputProps) {
  const { t } = useTranslation('admin-shell');
  const saturation = t('kit.color.saturation');
  const hue = t('kit.color.hue');
  const alpha = t('kit.color.alpha');
  const pickerNames = useMemo(
    () => ({
      components: {
        ColorPicker: { defaultProps: { saturationLabel: saturation, hueLabel: hue, alphaLabel: alpha } },
      },
    }),
    [saturation, hue, alpha],
  );
  return (
    <MantineThemeProvider theme={pickerNames}>
      <ColorInput
        eyeDropperButtonProps={{ 'aria-label': t('kit.color.eye_dropper') }}
        // Mantine puts the last valid colour back when a field is left holding "#12345": the typed text stays
        // instead, and the form's schema says "Color no válido (#rrggbb)" (decision 050).
        fixOnBlur={false}
        {...props}
      />
    </MantineThemeProvider>
  );
}
