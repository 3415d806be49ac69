import type { ContactBody } from '@shop/contracts';
import type { MailMessage } from '../mail';
import type { StaffRecipient } from '../settings';

/** The staff's copy of a message, in the language they use the shop in; a reply goes straight to the sender. */
export function contactMail(to: StaffRecipient, body: ContactBody, adminUrl: string): MailMessage {
  const english = to.locale === 'en-US';
  return {
    to: to.email,
    replyTo: body.email,
    subject: (english
      ? `New contact message: ${body.name}`
      : `Nuevo mensaje de contacto: ${body.name}`
    ).slice(0, 300),
    text: [
      english
        ? `${body.name} <${body.email}> wrote from the contact form:`
        : `${body.name} <${body.email}> escribió desde el formulario de contacto:`,
      '',
      body.message,
      '',
      english
        ? `Reply to this e-mail to answer them, or see it at ${adminUrl}.`
        : `Responde a este correo para contestarle, o míralo en ${adminUrl}.`,
      '',
    ].join('\n'),
  };
}
