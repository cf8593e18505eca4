// Spanish e-mails of the marketplace. Each names the product, links back to the right screen, and carries no
// buyer contact data the recipient is not entitled to.
import { screens } from '../../shared/screens';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function email(publicUrl: string, subject: string, paragraphs: string[], link: { path: string; label: string }): EmailContent {
  const url = `${publicUrl}${link.path}`;
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${link.label}: ${url}\n\n— Casa Joven PR`,
    html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(link.label)}</a></p><p>— Casa Joven PR</p>`,
  };
}

/** To the buyer, when an institution has paid to ask for a connection. */
export function connectionRequestEmail(publicUrl: string, input: { bankName: string; municipio: string }): EmailContent {
  return email(
    publicUrl,
    `${input.bankName} quiere contactarte — Casa Joven PR`,
    [
      `${input.bankName} está interesado en ayudarte con tu compra de vivienda en ${input.municipio}.`,
      'Tus datos de contacto no se comparten hasta que aceptes la solicitud. Puedes aceptarla o rechazarla cuando quieras.',
    ],
    { path: screens.connectionRequests, label: 'Ver solicitud' },
  );
}

/** To the institution's staff, when the buyer answers (the buyer's contact data stays out until the unlock). */
export function requestAnsweredEmail(publicUrl: string, input: { municipio: string; accepted: boolean }): EmailContent {
  return email(
    publicUrl,
    `Solicitud ${input.accepted ? 'aceptada' : 'rechazada'} — Casa Joven PR`,
    [
      input.accepted
        ? `Un comprador de ${input.municipio} aceptó tu solicitud de conexión. Ya puedes desbloquear su contacto.`
        : `Un comprador de ${input.municipio} rechazó tu solicitud de conexión.`,
    ],
    { path: screens.leadsDashboard, label: 'Abrir el portal de leads' },
  );
}
