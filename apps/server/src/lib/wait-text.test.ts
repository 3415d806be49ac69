import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text';

describe('how long to wait, as a person says it', () => {
  it.each([
    [1, 'es-ES', '1 segundo'],
    [45, 'es-ES', '45 segundos'],
    [60, 'es-ES', '1 minuto'],
    [61, 'es-ES', '2 minutos'],
    [900, 'es-ES', '15 minutos'],
    [3300, 'es-ES', '55 minutos'],
    [3600, 'es-ES', '1 hora'],
    [3900, 'es-ES', '1 hora y 5 minutos'],
    [7200, 'es-ES', '2 horas'],
    [45, 'en-US', '45 seconds'],
    [900, 'en-US', '15 minutes'],
    [3900, 'en-US', '1 hour and 5 minutes'],
  ] as const)('%i s in %s: %s', (seconds, locale, text) => {
    expect(waitText(seconds, locale)).toBe(text);
  });
});
