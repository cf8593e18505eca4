// The new-message e-mail (issue 6): names who wrote, never the message itself or any contact data, and links
// back to the recipient's messages screen. The lead reconciles it with the shared templates.
import { screens } from '../../shared/screens';
import type { EmailContent } from './templates';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function newMessageEmail(publicUrl: string, input: { recipient: 'buyer' | 'institution'; senderName: string }): EmailContent {
  const url = `${publicUrl.replace(/\/$/, '')}${input.recipient === 'buyer' ? screens.messages : screens.institutionMessages}`;
  const subject = `Nuevo mensaje de ${input.senderName} — Casa Joven PR`;
  const paragraphs = [
    `${input.senderName} te envió un mensaje en Casa Joven PR.`,
    'Por tu privacidad, el contenido del mensaje no se incluye en este correo. Inicia sesión para leerlo y responder.',
  ];
  const label = 'Ver mensajes';
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${label}: ${url}\n\n— Casa Joven PR`,
    html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p><p>— Casa Joven PR</p>`,
  };
}
