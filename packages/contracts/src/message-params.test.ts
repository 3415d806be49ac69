import { describe, expect, it } from 'vitest';
import { messageParam } from './message-params';
import { validationMessage } from './validation-messages';

describe("a message's numbers", () => {
  it('are written as the language writes them; text stays as it is', () => {
    expect(messageParam(1500, 'en-US')).toBe('1,500');
    expect(messageParam(1500, 'es-ES')).toBe('1500');
    expect(messageParam(15000, 'es-ES')).toBe('15.000');
    expect(messageParam('P-001500', 'en-US')).toBe('P-001500');
    expect(messageParam(undefined, 'es-ES')).toBe('');
  });

  it('read so in the validation messages', () => {
    expect(validationMessage('too_long', 'en-US', { n: 2000 })).toMatch(/2,000/);
    expect(validationMessage('too_big_number', 'es-ES', { n: 2_147_483_647 })).toBe(
      'Debe ser como máximo 2.147.483.647',
    );
  });
});
