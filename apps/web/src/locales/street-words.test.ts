import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import '../test/i18n';
import { streetLine } from '@shop/contracts';

const MARIA = {
  main_street: 'Calle 23',
  first_street: 'L',
  second_street: 'M',
  house_or_apartment: 'Apto 4',
};
const CORNER = { main_street: 'Calle 23', first_street: null, second_street: 'L', house_or_apartment: null };

// Every screen that shows an address writes it the same way, in its reader's language.
describe.each(['orders', 'admin-order', 'beneficiaries', 'checkout'])(
  'the street line in %s',
  (namespace) => {
    it('reads as a courier reads it, in Spanish', () => {
      const t = i18n.getFixedT('es-ES', namespace);
      expect(streetLine(MARIA, t)).toBe('Calle 23 entre L y M, Apto 4');
      expect(streetLine(CORNER, t)).toBe('Calle 23 esquina a L');
      expect(streetLine({ ...CORNER, second_street: null }, t)).toBe('Calle 23');
    });

    it('and in English', () => {
      const t = i18n.getFixedT('en-US', namespace);
      expect(streetLine(MARIA, t)).toBe('Calle 23 between L and M, Apto 4');
      expect(streetLine(CORNER, t)).toBe('Calle 23 on the corner of L');
    });
  },
);
