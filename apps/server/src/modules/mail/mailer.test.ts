import { describe, expect, it } from 'vitest';
import { namedSender } from './mail-settings';
import { signed } from './mailer';

describe('a mail as the shop sends it', () => {
  const mail = {
    to: 'ana@example.com',
    subject: 'Hola',
    text: 'Hola Ana:\n\nGracias.\n',
    html: '<html><body><p>Hola</p></body></html>',
  };

  it('is signed with the shop’s name and address, in the text and the HTML', () => {
    const out = signed(mail, 'La Bodeguita', 'https://tienda.cu/store');
    expect(out.text).toBe('Hola Ana:\n\nGracias.\n\n-- \nLa Bodeguita\nhttps://tienda.cu/store\n');
    expect(out.html).toContain('— La Bodeguita · <a href="https://tienda.cu/store">');
    expect(out.html?.endsWith('</p></body></html>')).toBe(true);
  });

  it('writes the shop’s name as text, whatever it holds', () => {
    const out = signed(mail, "Tienda <b>$' & $&", 'https://tienda.cu/store');
    expect(out.html).toContain("— Tienda &lt;b&gt;$' &amp; $&amp; ·");
    expect(out.html?.startsWith('<html><body><p>Hola</p>')).toBe(true);
  });

  it('goes out in the shop’s name when the sender is an address alone, and keeps a sender’s own name', () => {
    expect(namedSender('ventas@tienda.cu', 'La Bodeguita')).toEqual({
      name: 'La Bodeguita',
      address: 'ventas@tienda.cu',
    });
    expect(namedSender('Ventas <ventas@tienda.cu>', 'La Bodeguita')).toBe('Ventas <ventas@tienda.cu>');
  });
});
