// Spanish e-mails of Casa Joven PR (decision 0042). Each is plain text and HTML, names the product, links back to
// the recipient's screen (absolute, from config.publicUrl), escapes every interpolated value in the HTML, and carries
// no buyer contact data the recipient is not entitled to: mails to institutions about a request never name the buyer;
// only the bank letter and the contact message carry the buyer's data, because the buyer wrote them to that institution.
import { bankLetterText, type BankLetter } from '../../shared/domain/bank-letter';
import { screens } from '../../shared/screens';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const productName = 'Casa Joven PR';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Header values never carry line breaks (no header injection through a name). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A paragraph of text; its own line breaks become `<br>` in the HTML. */
type Block = string | { lines: string[] };

interface Link {
  path: string;
  label: string;
}

function blockText(block: Block): string {
  return typeof block === 'string' ? block : block.lines.join('\n');
}

function blockHtml(block: Block): string {
  const lines = typeof block === 'string' ? block.split('\n') : block.lines;
  return `<p style="margin:0 0 16px">${lines.map(escapeHtml).join('<br>')}</p>`;
}

function email(publicUrl: string, subject: string, blocks: Block[], link: Link, footnote?: string): EmailContent {
  const url = `${publicUrl}${link.path}`;
  const cleanSubject = oneLine(subject);
  const text = [...blocks.map(blockText), `${link.label}: ${url}`, `— ${productName}`, ...(footnote ? [footnote] : [])].join('\n\n');
  const html = [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    `<title>${escapeHtml(cleanSubject)}</title></head>`,
    '<body style="margin:0;padding:12px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">',
    `<p style="margin:0 0 16px;font-weight:bold;color:#0b5cab">${productName}</p>`,
    ...blocks.map(blockHtml),
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#0b5cab;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    `<p style="margin:0;font-size:13px;color:#52606d">Si el botón no funciona, copia este enlace: ${escapeHtml(url)}</p>`,
    `<p style="margin:16px 0 0;font-size:13px;color:#52606d">— ${productName}</p>`,
    ...(footnote ? [`<p style="margin:16px 0 0;font-size:12px;color:#7b8794">${escapeHtml(footnote)}</p>`] : []),
    '</div></body></html>',
  ].join('');
  return { subject: cleanSubject, text, html };
}

/** To the buyer, when an institution has paid to ask for a connection. */
export function connectionRequestEmail(publicUrl: string, input: { bankName: string; municipio: string }): EmailContent {
  return email(
    publicUrl,
    `${input.bankName} quiere contactarte — ${productName}`,
    [
      `${input.bankName} está interesado en ayudarte con tu compra de vivienda en ${input.municipio}.`,
      'Tus datos de contacto no se comparten hasta que aceptes la solicitud. Puedes aceptarla o rechazarla cuando quieras.',
    ],
    { path: screens.connectionRequests, label: 'Ver solicitud' },
  );
}

/**
 * To the institution's staff, when the buyer answers. Only the municipality: the buyer's name, e-mail, phone and
 * their free-text answer stay out until the institution unlocks the contact (THE PROMISE).
 */
export function requestAnsweredEmail(publicUrl: string, input: { municipio: string; accepted: boolean }): EmailContent {
  return email(
    publicUrl,
    `Solicitud ${input.accepted ? 'aceptada' : 'rechazada'} — ${productName}`,
    [
      input.accepted
        ? `Un comprador de ${input.municipio} aceptó tu solicitud de conexión. Ya puedes desbloquear su contacto.`
        : `Un comprador de ${input.municipio} rechazó tu solicitud de conexión.`,
    ],
    { path: screens.leadsDashboard, label: 'Abrir el portal de leads' },
  );
}

/** docs/product/buyer-control.md#revoking-consent: to each staff login of the institution the buyer withdrew consent from. */
export function consentRevokedEmail(publicUrl: string, input: { municipio: string }): EmailContent {
  return email(
    publicUrl,
    `El comprador retiró su consentimiento: no lo contacte — ${productName}`,
    [
      `Un comprador de ${input.municipio} retiró su consentimiento. No lo contacte por ningún medio.`,
      'Sus datos de contacto ya no están disponibles en el portal y su conversación quedó cerrada.',
    ],
    { path: screens.leadsDashboard, label: 'Abrir el portal de leads' },
  );
}

/**
 * docs/product/listings.md#me-interesa: to each staff login of the institution whose listing a buyer asked about. The
 * listing's title only (the institution's own text): the buyer's name, e-mail, phone and message stay in the portal.
 */
export function listingInterestEmail(publicUrl: string, input: { listingTitle: string }): EmailContent {
  return email(
    publicUrl,
    `Un comprador está interesado en «${input.listingTitle}» — ${productName}`,
    [
      `Un comprador pulsó «Me interesa» en tu propiedad «${input.listingTitle}» y te escribió.`,
      'Te autorizó a ver sus datos de contacto sin costo: los encuentras en el portal de leads, y su mensaje en Mensajes.',
    ],
    { path: screens.institutionMessages, label: 'Abrir los mensajes' },
  );
}

/**
 * docs/product/documents.md#sharing: to each staff login of an institution a buyer shared documents with. How many,
 * nothing else: the buyer, the lead and the files' names stay in the portal.
 */
export function documentsSharedEmail(publicUrl: string, input: { count: number }): EmailContent {
  const what = input.count === 1 ? 'un documento' : `${input.count} documentos`;
  return email(
    publicUrl,
    `Un comprador le compartió documentos — ${productName}`,
    [
      `Un comprador compartió ${what} con su institución.`,
      'Los encuentra en el lead, en el portal, mientras el comprador mantenga el permiso.',
    ],
    { path: screens.leadsDashboard, label: 'Abrir el portal de leads' },
  );
}

/** docs/product/buyer-control.md#the-buyers-own-data: to institutions that had unlocked a buyer who deleted the account. */
export function buyerAccountClosedEmail(publicUrl: string, input: { municipio: string }): EmailContent {
  return email(
    publicUrl,
    `Un comprador cerró su cuenta — ${productName}`,
    [
      `Un comprador de ${input.municipio} cuyo contacto desbloquearon cerró su cuenta en ${productName}.`,
      'Sus datos personales fueron eliminados. No lo contacte y borre los datos que guardó de él.',
    ],
    { path: screens.leadsDashboard, label: 'Abrir el portal de leads' },
  );
}

/**
 * The pre-qualification letter to a bank (calculator flow). The buyer chose this bank and wrote the letter with
 * their own contact data in it; the text is the letter exactly as previewed, plus the product's footer.
 */
export function bankLetterEmail(publicUrl: string, letter: BankLetter): EmailContent {
  const sharing = `Esta persona envió esta carta desde ${productName} y decidió compartir sus datos de contacto con ustedes.`;
  const link = { path: screens.leadsDashboard, label: `Portal de instituciones de ${productName}` };
  const content = email(
    publicUrl,
    letter.subject,
    [
      letter.date,
      letter.greeting,
      letter.intro,
      { lines: letter.details.map(([label, value]) => `- ${label}: ${value}`) },
      letter.contact,
      { lines: ['Atentamente,', letter.signature] },
      sharing,
    ],
    link,
    letter.disclaimer,
  );
  // The plain text is the very letter the buyer previewed on the screen (disclaimer included), then the footer.
  const text = [bankLetterText(letter), sharing, `${link.label}: ${publicUrl}${link.path}`, `— ${productName}`].join('\n\n');
  return { ...content, text };
}

/** The documents screen's contact message to an institution, with the contact data the buyer typed for it. */
export function contactMessageEmail(
  publicUrl: string,
  input: { institutionName: string; name: string; email: string; phone: string; message: string },
): EmailContent {
  return email(
    publicUrl,
    `Mensaje de ${input.name} desde ${productName}`,
    [
      input.message,
      { lines: [`Enviado por ${oneLine(input.name)} desde ${productName}.`, `Email: ${input.email}`, `Teléfono: ${input.phone}`] },
      `Esta persona escribió el mensaje y decidió compartir estos datos de contacto con ${input.institutionName}.`,
    ],
    { path: screens.leadsDashboard, label: `Portal de instituciones de ${productName}` },
  );
}

export const messagePreviewLength = 140;

/** The start of a message on one line, cut at a word where possible; shown as text, never as HTML. */
export function messagePreview(content: string, max = messagePreviewLength): string {
  const flat = oneLine(content);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * "New message in a conversation", to the other side. `senderLabel` is what the recipient already sees in the
 * conversation (the institution's name for a buyer; for an institution, the label its messages screen shows — never
 * an e-mail address or phone). `preview` is optional: a short one-line start of the message.
 */
export function newMessageEmail(
  publicUrl: string,
  input: { recipientSide: 'buyer' | 'institution'; conversationTitle: string; senderLabel: string; preview?: string; path?: string },
): EmailContent {
  const path = input.path ?? (input.recipientSide === 'buyer' ? screens.messages : screens.institutionMessages);
  const blocks: Block[] = [`${input.senderLabel} te escribió en la conversación «${input.conversationTitle}».`];
  if (input.preview) blocks.push(`«${messagePreview(input.preview)}»`);
  blocks.push(
    input.recipientSide === 'buyer'
      ? 'Entra a Casa Joven PR para leer el mensaje completo y responder.'
      : 'Entra al portal de instituciones para leer el mensaje completo y responder.',
  );
  return email(publicUrl, `Nuevo mensaje de ${input.senderLabel} — ${productName}`, blocks, { path, label: 'Ver mensaje' });
}

/**
 * The password-reset link. `path` is better-auth's token check (`/api/auth/reset-password/<token>?callbackURL=…`),
 * which sends the person on to the screen that sets the new password. The token is single use and lasts an hour.
 */
export function passwordResetEmail(publicUrl: string, input: { path: string }): EmailContent {
  return email(
    publicUrl,
    `Restablece tu contraseña — ${productName}`,
    [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
      'El enlace vale por 1 hora y se puede usar una sola vez. Al cambiar la contraseña se cierran todas las sesiones abiertas de tu cuenta.',
      'Si no pediste este cambio, ignora este mensaje: tu contraseña sigue igual.',
    ],
    { path: input.path, label: 'Elegir una contraseña nueva' },
  );
}

/** To each buyer whose contact data an incident exposed: the operator's approved words, as written. */
export function incidentNoticeEmail(publicUrl: string, text: string): EmailContent {
  return email(publicUrl, `Aviso importante sobre tus datos — ${productName}`, [text], { path: screens.account, label: 'Ver mi cuenta' });
}

/** To an officer whose second factor an operator reset: the next sign-in asks to enrol an authenticator app again. */
export function twoFactorResetEmail(publicUrl: string): EmailContent {
  return email(
    publicUrl,
    `Se restableció tu verificación en dos pasos — ${productName}`,
    [
      'Un operador de Casa Joven PR restableció la verificación en dos pasos de tu cuenta y cerró tus sesiones abiertas.',
      'La próxima vez que inicies sesión te pediremos activarla de nuevo con una app de autenticación.',
      'Si no pediste este cambio, escríbenos de inmediato respondiendo a este mensaje.',
    ],
    { path: screens.institutionLogin, label: 'Iniciar sesión' },
  );
}

/** To every active operator, when the security watch raises an alert (docs/security.md#security-log-and-alerts). */
export function securityAlertEmail(publicUrl: string, input: { title: string; sentence: string }): EmailContent {
  return email(
    publicUrl,
    `Alerta de seguridad: ${input.title} — ${productName}`,
    [input.sentence, 'Revísala en la consola y márcala como revisada cuando sepas qué pasó.'],
    { path: screens.adminSecurity, label: 'Ver la alerta' },
  );
}

/** The e-mail-verification link (better-auth's `/api/auth/verify-email?token=…&callbackURL=…`). */
export function emailVerificationEmail(publicUrl: string, input: { path: string; validHours: number }): EmailContent {
  return email(
    publicUrl,
    `Confirma tu email — ${productName}`,
    [
      'Confirma que este email es tuyo para que las instituciones puedan ver tu perfil de comprador.',
      `El enlace vale por ${input.validHours} horas. Si no creaste una cuenta en ${productName}, ignora este mensaje.`,
    ],
    { path: input.path, label: 'Confirmar mi email' },
  );
}

/**
 * To the e-mail a buyer wrote on their lead when it is not the account's: the single-use link that confirms it
 * (docs/decisions/0124-lead-email-confirmed.md). Only this address can put the lead on sale.
 */
export function leadEmailConfirmationEmail(publicUrl: string, input: { path: string; validHours: number }): EmailContent {
  return email(
    publicUrl,
    `Confirma el email de tu solicitud — ${productName}`,
    [
      `Alguien pidió en ${productName} que las instituciones hipotecarias le contacten a este email.`,
      'Si fuiste tú, confírmalo: las instituciones no verán tu perfil hasta que lo hagas.',
      `El enlace vale por ${input.validHours} horas y se puede usar una sola vez. Si no fuiste tú, ignora este mensaje.`,
    ],
    { path: input.path, label: 'Confirmar este email' },
  );
}

/**
 * docs/product/lender-integrations.md#lead-returns: to each staff login of the institution, when the operator decides
 * on its return. The lead by id and municipality only; the credit is the unlock's refund.
 */
export function leadReturnDecidedEmail(
  publicUrl: string,
  input: { leadId: string; municipio: string; approved: boolean; amount: string; note: string | null },
): EmailContent {
  const blocks: Block[] = [
    input.approved
      ? `Aprobamos tu pedido de crédito por el lead ${input.leadId} (${input.municipio}). Reembolsamos ${input.amount} del desbloqueo al mismo medio de pago.`
      : `Rechazamos tu pedido de crédito por el lead ${input.leadId} (${input.municipio}). El desbloqueo no se reembolsa.`,
  ];
  if (input.note) blocks.push(`Nota de Casa Joven PR: ${input.note}`);
  return email(
    publicUrl,
    `Crédito ${input.approved ? 'aprobado' : 'rechazado'} por un lead — ${productName}`,
    blocks,
    input.approved
      ? { path: screens.institutionPayments, label: 'Ver tus pagos' }
      : { path: screens.leadsDashboard, label: 'Abrir el portal de leads' },
  );
}

/**
 * docs/decisions/0138: to each staff login of an institution whose payment arrived after the lead stopped taking it.
 * `sentence` is the in-app notice's own text (the lead by id, the amount, why): nothing about the buyer.
 */
export function paymentRefundedEmail(publicUrl: string, input: { sentence: string }): EmailContent {
  return email(publicUrl, `Pago reembolsado — ${productName}`, [input.sentence], {
    path: screens.institutionPayments,
    label: 'Ver tus pagos',
  });
}

/**
 * To the buyer whose contact data an institution could not use: never which institution, never the money; the
 * dashboard shows their data with a way to correct or confirm it.
 */
export function contactCheckEmail(publicUrl: string): EmailContent {
  return email(
    publicUrl,
    `Confirma tus datos de contacto — ${productName}`,
    [
      'Una institución no pudo comunicarse contigo con los datos que compartiste.',
      'Entra a tu panel para revisar tu correo electrónico y tu teléfono, corregirlos si hace falta o confirmar que son correctos.',
    ],
    { path: screens.dashboard, label: 'Revisar mis datos' },
  );
}

/**
 * docs/product/documents.md#the-institution: to the buyer, when an institution accepted or rejected a document the
 * buyer shared with it. `sentence` is the in-app notice's own text, so both say the same.
 */
export function documentReviewedEmail(publicUrl: string, input: { accepted: boolean; sentence: string }): EmailContent {
  return email(publicUrl, `${input.accepted ? 'Documento aceptado' : 'Documento rechazado'} — ${productName}`, [input.sentence], {
    path: screens.documents,
    label: 'Abrir Documentos',
  });
}

/** How many leads one digest lists; the rest are counted and wait in the portal. */
export const digestListLimit = 50;

/**
 * docs/product/lender-integrations.md#saved-searches-and-digests: to each staff login, the new leads on sale that
 * match one saved search. Only what the dashboard shows before any request (municipality, price, date) and a link to
 * each lead in the portal: never a name, e-mail or phone, whatever the institution unlocked since.
 */
export function savedSearchDigestEmail(
  publicUrl: string,
  input: {
    searchName: string;
    /** The dashboard with the search's filters (`/leads-dashboard?municipio=…`). */
    searchPath: string;
    frequencyLabel: string;
    leads: Array<{ id: string; municipio: string; precio: string; fecha: string }>;
  },
): EmailContent {
  const total = input.leads.length;
  const listed = input.leads.slice(0, digestListLimit);
  const leadWord = total === 1 ? 'lead nuevo' : 'leads nuevos';
  const lines = listed.map(
    (lead) =>
      `• ${lead.municipio} · ${lead.precio} · registrado el ${lead.fecha}: ${publicUrl}${screens.leadsDashboard}?lead_id=${lead.id}`,
  );
  if (total > listed.length) lines.push(`…y ${total - listed.length} más en el portal.`);
  return email(
    publicUrl,
    `${total} ${leadWord} en «${input.searchName}» — ${productName}`,
    [
      `Tu búsqueda guardada «${input.searchName}» tiene ${total} ${leadWord} a la venta:`,
      { lines },
      'Los datos de contacto de cada comprador se ven solo después de que acepte tu solicitud y desbloquees su contacto.',
    ],
    { path: input.searchPath, label: 'Ver la búsqueda en el portal' },
    `Recibes este correo porque tu institución guardó la búsqueda «${input.searchName}» con avisos por correo: ${input.frequencyLabel}. Puedes cambiarlo en el portal de leads.`,
  );
}
