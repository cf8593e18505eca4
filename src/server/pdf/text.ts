// Text for pdf-lib's standard fonts, shared by every PDF the server writes (the letter, the consent certificate).
import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts only know Windows-1252 (enough for Spanish); any other character a person typed (an emoji,
 * another script) would make pdf-lib throw, so it is left out, and the spaces it leaves are tidied.
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  const kept = [...text.normalize('NFC').replace(/[\u2000-\u200b\u202f\u205f]/g, ' ')].filter((char) => known.has(char.codePointAt(0)!));
  return kept
    .join('')
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.:;)])/g, '$1');
}

/** Words into lines no wider than `width` at this font and size. */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
