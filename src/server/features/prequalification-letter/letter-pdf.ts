// Lays the pre-qualification letter out on one Letter-size page with pdf-lib (no native dependencies).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { brand, ink, margin, muted, pageSize, printable, textWidth, wrap } from '../../pdf/text';
import type { LetterContent } from './letter-content';

/** Top and bottom: less than the sides, so the whole cost and every eligibility reason fit on the one page. */
const marginY = 44;

class Writer {
  y = pageSize[1] - marginY;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /**
   * The letter is one page by design (a lender prints it): content that would run past the bottom margin is an error
   * here, caught by letter-content.test.ts with the longest letter, rather than text drawn off the page.
   */
  private room(size: number) {
    if (this.y - size < marginY) throw new Error('the pre-qualification letter no longer fits on one page');
  }

  paragraph(text: string, { size = 10.5, font = this.regular, color = ink, gapAfter = 8, indent = 0 } = {}) {
    for (const line of wrap(font, size, printable(font, text), textWidth - indent)) {
      this.room(size);
      this.page.drawText(line, { x: margin + indent, y: this.y - size, size, font, color });
      this.y -= size * 1.4;
    }
    this.y -= gapAfter;
  }

  /** Label on the left, amount right-aligned, with a thin rule under each row. */
  row(label: string, value: string) {
    const size = 10;
    this.room(size);
    const text = printable(this.regular, value);
    this.page.drawText(printable(this.regular, label), { x: margin + 8, y: this.y - size, size, font: this.regular, color: ink });
    this.page.drawText(text, {
      x: margin + textWidth - 8 - this.bold.widthOfTextAtSize(text, size),
      y: this.y - size,
      size,
      font: this.bold,
      color: ink,
    });
    this.y -= size + 5.5;
    this.page.drawLine({
      start: { x: margin, y: this.y + 2.5 },
      end: { x: margin + textWidth, y: this.y + 2.5 },
      thickness: 0.5,
      color: rgb(0.85, 0.87, 0.9),
    });
  }

  gap(points: number) {
    this.y -= points;
  }
}

export async function renderLetterPdf(content: LetterContent, buyerName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setAuthor('Casa Joven PR');
  pdf.setSubject(`${content.title}: ${buyerName}`);
  pdf.setLanguage('es-PR');
  const page = pdf.addPage(pageSize);
  const write = new Writer(page, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  page.drawRectangle({ x: 0, y: pageSize[1] - 8, width: pageSize[0], height: 8, color: brand });
  write.paragraph('Casa Joven PR', { size: 12, font: write.bold, color: brand, gapAfter: 4 });
  write.paragraph(content.title, { size: 20, font: write.bold, gapAfter: 2 });
  write.paragraph(content.subtitle, { size: 10, color: muted, gapAfter: 14 });
  write.paragraph(content.placeAndDate, { gapAfter: 10 });
  write.paragraph(content.salutation);
  write.paragraph(content.intro, { gapAfter: 6 });
  for (const [label, value] of content.figures) write.row(label, value);
  if (content.assistance) write.paragraph(content.assistance, { size: 10, gapAfter: 0 });
  if (content.homeCost) {
    write.gap(10);
    write.paragraph(content.homeCost.heading, { font: write.bold, gapAfter: 3 });
    for (const [label, value] of content.homeCost.rows) write.row(label, value);
  }
  write.gap(12);
  write.paragraph(content.eligibility, { gapAfter: content.eligibilityReasons.length ? 3 : 8 });
  for (const reason of content.eligibilityReasons) write.paragraph(`- ${reason}`, { size: 10, indent: 12, gapAfter: 0 });
  write.gap(content.eligibilityReasons.length ? 8 : 0);
  write.paragraph(content.closing, { gapAfter: 14 });
  write.paragraph(content.disclaimer, { size: 8.5, color: muted, gapAfter: 6 });
  write.paragraph(content.footer, { size: 8.5, color: muted });
  return pdf.save();
}
