// The consent certificate on one Letter-size page, laid out with pdf-lib like the pre-qualification letter (no native
// dependencies, standard fonts). docs/product/buyer-control.md#proof-of-consent: the lead by id, no contact data.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { brand, ink, margin, muted, pageSize, printable, textWidth, wrap } from '../../pdf/text';
import { formatDateTime } from '../../../shared/format';
import type { ConsentCertificate } from '../../../shared/schemas/consent-record';
import { clientHashScheme } from './client-hash';

const marginY = 48;
const warning = rgb(0.6, 0.11, 0.11);
const rule = rgb(0.85, 0.87, 0.9);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  monoBold: PDFFont;
}

class Writer {
  y = pageSize[1] - marginY;
  constructor(
    private readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  /** One page by design: text that would run off it is an error the API test meets, not a silent cut. */
  private room(height: number) {
    if (this.y - height < marginY) throw new Error('the consent certificate no longer fits on one page');
  }

  paragraph(text: string, { size = 10.5, font = this.fonts.regular, color = ink, gapAfter = 8, indent = 0 } = {}) {
    for (const line of wrap(font, size, printable(font, text), textWidth - indent)) {
      this.room(size);
      this.page.drawText(line, { x: margin + indent, y: this.y - size, size, font, color });
      this.y -= size * 1.4;
    }
    this.y -= gapAfter;
  }

  /** Label in a narrow column, the value wrapped beside it, a thin rule under the row. */
  row(label: string, value: string, { mono = false } = {}) {
    const size = 10;
    const labelWidth = 150;
    const font = mono ? this.fonts.mono : this.fonts.bold;
    const valueSize = mono ? 8.5 : size;
    const lines = wrap(font, valueSize, printable(font, value), textWidth - labelWidth - 8);
    this.room(lines.length * valueSize * 1.4);
    this.page.drawText(printable(this.fonts.regular, label), { x: margin, y: this.y - size, size, font: this.fonts.regular, color: muted });
    let y = this.y;
    for (const line of lines) {
      this.page.drawText(line, { x: margin + labelWidth, y: y - size, size: valueSize, font, color: ink });
      y -= valueSize * 1.4;
    }
    this.y = Math.min(this.y - size * 1.4, y) - 4;
    this.page.drawLine({ start: { x: margin, y: this.y + 2 }, end: { x: margin + textWidth, y: this.y + 2 }, thickness: 0.5, color: rule });
    this.y -= 6;
  }

  /** The verification code in a box, large and in a fixed-width face, so it is read out without mistakes. */
  codeBox(label: string, code: string, note: string) {
    const height = 74;
    this.room(height);
    const top = this.y;
    this.page.drawRectangle({
      x: margin,
      y: top - height,
      width: textWidth,
      height,
      color: rgb(0.94, 0.96, 1),
      borderColor: brand,
      borderWidth: 1,
    });
    const labelSize = 10;
    this.page.drawText(printable(this.fonts.bold, label), {
      x: margin + 16,
      y: top - 20,
      size: labelSize,
      font: this.fonts.bold,
      color: brand,
    });
    this.page.drawText(code, { x: margin + 16, y: top - 48, size: 24, font: this.fonts.monoBold, color: ink });
    this.page.drawText(printable(this.fonts.regular, note), {
      x: margin + 16,
      y: top - 64,
      size: 8.5,
      font: this.fonts.regular,
      color: muted,
    });
    this.y = top - height - 16;
  }

  heading(text: string, color = ink) {
    this.paragraph(text, { size: 12, font: this.fonts.bold, color, gapAfter: 4 });
  }

  gap(points: number) {
    this.y -= points;
  }
}

/** The hash under its scheme's name; the version tag on a line of its own, as the hex alone fills the column. */
function hashRow(write: Writer, hash: string) {
  write.row(`Huella (${clientHashScheme(hash)})`, hash.replace(/^([a-z0-9]+:)/, '$1 '), { mono: true });
}

export async function renderCertificatePdf(certificate: ConsentCertificate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = 'Certificado de consentimiento';
  pdf.setTitle(title);
  pdf.setAuthor('Casa Joven PR');
  pdf.setSubject(`${title}: lead ${certificate.leadId}`);
  pdf.setLanguage('es-PR');
  const page = pdf.addPage(pageSize);
  const write = new Writer(page, {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
    monoBold: await pdf.embedFont(StandardFonts.CourierBold),
  });

  page.drawRectangle({ x: 0, y: pageSize[1] - 8, width: pageSize[0], height: 8, color: brand });
  write.paragraph('Casa Joven PR', { size: 12, font: write.fonts.bold, color: brand, gapAfter: 4 });
  write.paragraph(title, { size: 20, font: write.fonts.bold, gapAfter: 2 });
  write.paragraph(`El comprador autorizó a ${certificate.institutionName} a recibir sus datos de contacto.`, {
    size: 10,
    color: muted,
    gapAfter: 14,
  });
  write.codeBox(
    'Código de verificación',
    certificate.verificationCode,
    'Casa Joven PR puede confirmar este certificado con el código: identifica el registro de consentimiento.',
  );

  write.row('Institución', certificate.institutionName);
  write.row('Lead (ID)', certificate.leadId, { mono: true });
  write.row('Decisión', 'Aceptó');
  write.row('Fecha de la aceptación', formatDateTime(certificate.acceptedAt));
  write.row('Contacto desbloqueado', formatDateTime(certificate.unlockedAt));
  write.row('Preferencias de contacto', certificate.contactPreferencesText ?? 'No se registraron con esta aceptación.');
  hashRow(write, certificate.clientHash);
  write.gap(6);

  write.heading('Texto que aceptó el comprador');
  write.paragraph(`«${certificate.consentText}»`, { indent: 12, gapAfter: 12 });

  if (certificate.revocation) {
    write.heading('Consentimiento retirado', warning);
    write.paragraph(
      `El comprador retiró su consentimiento el ${formatDateTime(certificate.revocation.revokedAt)}: no lo contacte. Texto registrado:`,
      { color: warning, gapAfter: 4 },
    );
    write.paragraph(`«${certificate.revocation.consentText}»`, { indent: 12, gapAfter: 6 });
    write.row('Código de la revocación', certificate.revocation.verificationCode, { mono: true });
    hashRow(write, certificate.revocation.clientHash);
    write.gap(6);
  }

  write.paragraph(
    'La huella es un resumen criptográfico de la dirección IP y del navegador con que el comprador respondió; no guarda ninguno de los dos. ' +
      'Si empieza con «hmac1:», se calculó con una clave que solo conoce Casa Joven PR, que puede confirmar con ella un dispositivo dado. ' +
      'Este certificado identifica el lead por su ID y no contiene datos de contacto del comprador. ' +
      'Casa Joven PR conserva los registros de consentimiento y de intentos de contacto por cinco años (Ley 210-2003 de Puerto Rico).',
    { size: 8.5, color: muted, gapAfter: 6 },
  );
  write.paragraph(`Emitido el ${formatDateTime(certificate.issuedAt)} (hora de Puerto Rico).`, { size: 8.5, color: muted });
  return pdf.save();
}
