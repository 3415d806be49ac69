import type { Locale } from '@shop/contracts';
import type { MailMessage } from '../mail';

interface Recipient {
  email: string;
  name: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * One call to action: the same words as plain text and as a minimal HTML page. A link that carries a token is
 * marked secret, so only the recipient ever sees it (never the outbox or the logs).
 */
function actionMail(
  to: Recipient,
  subject: string,
  lines: string[],
  action: string,
  url: string,
  kind: 'secret link' | 'public link' = 'secret link',
): MailMessage {
  const text = [...lines, '', url, ''].join('\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const link = `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`;
  return {
    to: to.email,
    subject,
    text,
    html: `<!doctype html><html><body>${paragraphs}${link}</body></html>`,
    ...(kind === 'secret link' ? { secrets: [url] } : {}),
  };
}

export function verificationMail(
  to: Recipient,
  url: string,
  ttlMinutes: number,
  locale: Locale,
): MailMessage {
  if (locale === 'en-US') {
    return actionMail(
      to,
      'Verify your e-mail address',
      [
        `Hello ${to.name},`,
        'Please open the link below to verify your e-mail address.',
        `The link expires in ${ttlMinutes} minutes. If you did not create an account, ignore this message.`,
      ],
      'Verify e-mail address',
      url,
    );
  }
  return actionMail(
    to,
    'Verifica tu correo electrónico',
    [
      `Hola ${to.name}:`,
      'Abre el siguiente enlace para verificar tu correo electrónico.',
      `El enlace caduca en ${ttlMinutes} minutos. Si no creaste una cuenta, ignora este mensaje.`,
    ],
    'Verificar correo electrónico',
    url,
  );
}

export function passwordResetMail(
  to: Recipient,
  url: string,
  ttlMinutes: number,
  locale: Locale,
): MailMessage {
  if (locale === 'en-US') {
    return actionMail(
      to,
      'Reset your password',
      [
        `Hello ${to.name},`,
        'We received a request to reset the password of your account. Open the link below to choose a new one.',
        `The link expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this message.`,
      ],
      'Reset password',
      url,
    );
  }
  return actionMail(
    to,
    'Restablece tu contraseña',
    [
      `Hola ${to.name}:`,
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Abre el siguiente enlace para elegir una nueva.',
      `El enlace caduca en ${ttlMinutes} minutos. Si no lo solicitaste, ignora este mensaje.`,
    ],
    'Restablecer contraseña',
    url,
  );
}

/**
 * Someone tried to sign up with an address that already has an account. The owner hears of it; the person at
 * the form sees the same reply as for a new address, so the form never tells who has an account.
 */
export function accountExistsMail(to: Recipient, forgotPasswordUrl: string, locale: Locale): MailMessage {
  if (locale === 'en-US') {
    return actionMail(
      to,
      'You already have an account',
      [
        `Hello ${to.name},`,
        'Someone tried to create an account in our shop with this e-mail address, which already has one.',
        'If it was you, sign in with your password, or choose a new one with the link below. If it was not you, ignore this message: your account has not changed.',
      ],
      'Choose a new password',
      forgotPasswordUrl,
      'public link',
    );
  }
  return actionMail(
    to,
    'Ya tienes una cuenta',
    [
      `Hola ${to.name}:`,
      'Alguien ha intentado crear una cuenta en nuestra tienda con este correo electrónico, que ya tiene una.',
      'Si fuiste tú, inicia sesión con tu contraseña o elige una nueva con el siguiente enlace. Si no fuiste tú, ignora este mensaje: tu cuenta no ha cambiado.',
    ],
    'Elegir una contraseña nueva',
    forgotPasswordUrl,
    'public link',
  );
}
