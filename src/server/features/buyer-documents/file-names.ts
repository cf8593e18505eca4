// The names a document goes by: the one the buyer's device sent (kept sealed, shown back to the buyer and the
// institutions it is shared with), the ASCII one a download's Content-Disposition carries, and its path in the ZIP.
import type { DocumentContentType } from '../../../shared/schemas/buyer-documents';

const maxNameLength = 200;
const extensions: Record<DocumentContentType, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png' };

/**
 * The sent name without a folder (some browsers send `C:\…\name`), control characters or surrounding blanks, cut to
 * 200 characters; an empty one becomes "documento" with the type's extension.
 */
export function cleanFileName(sent: string | undefined, contentType: DocumentContentType): string {
  const base = (sent ?? '').split(/[/\\]/).pop() ?? '';
  // Control characters (C0, DEL and C1) are exactly what is removed here.
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f-\u009f]/g;
  const clean = base.replace(controls, '').normalize('NFC').trim();
  const name = clean === '' || clean === '.' || clean === '..' ? `documento${extensions[contentType]}` : clean;
  return [...name].slice(0, maxNameLength).join('');
}

/**
 * A name safe in a quoted Content-Disposition on every browser: accents dropped, anything but letters, digits, '.',
 * '-' and '_' turned into '_', ending in the type's own extension (the bytes decide the type, not the sent name).
 */
export function asciiFileName(name: string, contentType: DocumentContentType): string {
  const extension = extensions[contentType];
  const stem = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 100);
  return `${stem || 'documento'}${extension}`;
}

/** `<item>/<name>` for each document, a name met twice in one item getting " (2)", " (3)" … before its extension. */
export function zipEntryNames(documents: Array<{ item: string; fileName: string }>): string[] {
  const taken = new Set<string>();
  return documents.map(({ item, fileName }) => {
    // No folder inside a name: '/' would nest it, '\' some unzip tools read as a folder too.
    const name = fileName.replace(/[/\\]/g, '_');
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = `${item}/${name}`;
    for (let copy = 2; taken.has(candidate); copy++) candidate = `${item}/${stem} (${copy})${extension}`;
    taken.add(candidate);
    return candidate;
  });
}
