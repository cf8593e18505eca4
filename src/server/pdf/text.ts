// The page and text of every PDF the server writes (the letter, the consent certificate), with pdf-lib's standard fonts.
import { rgb, type PDFFont } from 'pdf-lib';

/** US Letter, in points, with the side margin and the house colours both documents use. */
export const pageSize: [number, number] = [612, 792];
export const margin = 64;
export const textWidth = pageSize[0] - margin * 2;
export const ink = rgb(0.09, 0.11, 0.16);
export const muted = rgb(0.35, 0.38, 0.45);
export const brand = rgb(0.11, 0.31, 0.85);

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
