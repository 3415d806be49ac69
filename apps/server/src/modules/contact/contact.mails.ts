import type { ContactBody } from '@shop/contracts';
import type { MailMessage } from '../mail';

/** The staff's copy of a message: in Spanish (the back office's language), a reply goes straight to the sender. */
export function contactMail(to: string, body: ContactBody, adminUrl: string): MailMessage {
  return {
    to,
    replyTo: body.email,
    subject: `Nuevo mensaje de contacto: ${body.name}`.slice(0, 300),
    text: [
      `${body.name} <${body.email}> escribió desde el formulario de contacto:`,
      '',
      body.message,
      '',
      `Responde a este correo para contestarle, o míralo en ${adminUrl}.`,
      '',
    ].join('\n'),
  };
}
