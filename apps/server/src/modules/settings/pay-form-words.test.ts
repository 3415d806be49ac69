import { DEFAULT_PAY_FORMS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/messages';
import { readPayForm } from './pay-form-words';

describe('readPayForm', () => {
  it('keeps the Spanish of each first pay form word for word as a fresh shop stores it', () => {
    // Were they to drift, a fresh shop's words would no longer be recognised, and an English reader would read Spanish.
    for (const form of DEFAULT_PAY_FORMS) {
      expect(translate(`report_pay_form_${form.code}`, 'es-ES')).toBe(form.name);
      expect(translate(`pay_form_instructions_${form.code}`, 'es-ES')).toBe(form.instructions);
    }
  });

  it('reads a fresh shop’s words in English, and staff’s own as they wrote them', () => {
    const [delivery] = DEFAULT_PAY_FORMS;
    if (!delivery) throw new Error('no pay forms');
    expect(readPayForm(delivery, 'en-US')).toMatchObject({
      name: 'Cash on delivery',
      instructions: 'Pay in cash when you receive the order.',
    });
    expect(readPayForm(delivery, 'es-ES')).toBe(delivery);
    // Each field on its own: new instructions keep the first name read in English.
    expect(readPayForm({ ...delivery, instructions: 'Ten el dinero exacto.' }, 'en-US')).toMatchObject({
      name: 'Cash on delivery',
      instructions: 'Ten el dinero exacto.',
    });
  });
});
