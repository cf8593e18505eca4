// PDFs are stored exactly as sent, but refused when a bank could not open them: a password (an /Encrypt entry in the
// trailer or the cross-reference stream's dictionary) or a broken file (no `startxref … %%EOF` at its end). Read as
// the bytes pass: the object syntax is followed byte by byte, stream bodies (most of a file) are skipped by their
// direct /Length when the dictionary gives one, then (or else) with a native search for `endstream`, and only the last
// few KiB are kept for the end check. The skip matters: the search was the largest cost of our own code on the upload
// path (docs/performance.md#buyers-documents).
import { documentCopy } from '../../shared/schemas/buyer-documents';
import { refused, type ContentFilter } from './content-filter';

const tailBytes = 4096;
const endstream = Buffer.from('endstream');
// PDF whitespace and delimiters end a name or a keyword (ISO 32000-1, 7.2.2).
const ends = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

type Mode = 'object' | 'name' | 'keyword' | 'string' | 'comment' | 'stream';

export function pdfChecker(): ContentFilter {
  let mode: Mode = 'object';
  let token = '';
  let depth = 0;
  let escaped = false;
  let encrypted = false;
  // The current dictionary's /Length, when it is a number (not `5 0 R`): the stream body's size, skipped unread.
  let lengthState: 'none' | 'expect' | 'number' = 'none';
  let length = 0;
  let tokensSinceLength = 0;
  let skip = 0;
  let skipLineFeed = false;
  let tail = Buffer.alloc(0);
  // The end of the previous chunk, so an `endstream` split across two chunks is still found.
  let carry = Buffer.alloc(0);

  /** Ends the name or keyword being read; true when it was `stream`, whose body starts now (after `ended`, an EOL). */
  const endToken = (ended: number): boolean => {
    if (mode === 'name' && token === 'Encrypt') encrypted = true;
    const isStream = mode === 'keyword' && token === 'stream';
    if (mode === 'name') lengthState = token === 'Length' ? 'expect' : lengthState === 'expect' ? 'none' : lengthState;
    else if (mode === 'keyword' && !isStream) {
      if (lengthState === 'expect' && /^\d+$/.test(token)) {
        lengthState = 'number';
        length = Number(token);
        tokensSinceLength = 0;
      } else if (lengthState === 'number' && ++tokensSinceLength <= 2 && token === 'R') lengthState = 'none';
      else if (lengthState === 'expect' || token === 'obj' || token === 'endobj') lengthState = 'none';
    }
    token = '';
    mode = isStream ? 'stream' : 'object';
    if (isStream) {
      carry = Buffer.alloc(0);
      skip = lengthState === 'number' ? length : 0;
      skipLineFeed = ended === 0x0d;
      lengthState = 'none';
    }
    return isStream;
  };

  const scan = (chunk: Buffer) => {
    let at = 0;
    while (at < chunk.length) {
      if (mode === 'stream' && (skip > 0 || skipLineFeed)) {
        // `stream\r\n`: the body starts after the line feed.
        if (skipLineFeed) {
          skipLineFeed = false;
          if (chunk[at] === 0x0a) at++;
        }
        const skipped = Math.min(skip, chunk.length - at);
        at += skipped;
        skip -= skipped;
        continue;
      }
      if (mode === 'stream') {
        // An `endstream` split across chunks is found in the few bytes around the seam; the rest is searched in place.
        const previous = carry;
        carry = Buffer.alloc(0);
        if (previous.length > 0) {
          const seam = Buffer.concat([previous, chunk.subarray(at, at + endstream.length - 1)]);
          const found = seam.indexOf(endstream);
          if (found >= 0) {
            at += found + endstream.length - previous.length;
            mode = 'object';
            continue;
          }
        }
        const found = chunk.indexOf(endstream, at);
        if (found < 0) {
          const rest = chunk.subarray(at);
          const keep = endstream.length - 1;
          carry = Buffer.from(rest.length >= keep ? rest.subarray(rest.length - keep) : Buffer.concat([previous, rest]).subarray(-keep));
          return;
        }
        at = found + endstream.length;
        mode = 'object';
        continue;
      }
      const byte = chunk[at++]!;
      if (mode === 'string') {
        if (escaped) escaped = false;
        else if (byte === 0x5c) escaped = true;
        else if (byte === 0x28) depth++;
        else if (byte === 0x29 && --depth === 0) mode = 'object';
        continue;
      }
      if (mode === 'comment') {
        if (byte === 0x0a || byte === 0x0d) mode = 'object';
        continue;
      }
      if (mode === 'name' || mode === 'keyword') {
        if (!ends.has(byte)) {
          // Only short tokens matter (Encrypt, stream); a long one is kept short rather than grown without bound.
          if (token.length < 16) token += String.fromCharCode(byte);
          continue;
        }
        if (endToken(byte)) continue;
      }
      if (byte === 0x28) {
        mode = 'string';
        depth = 1;
      } else if (byte === 0x25) mode = 'comment';
      else if (byte === 0x2f) mode = 'name';
      else if (!ends.has(byte)) {
        mode = 'keyword';
        token = String.fromCharCode(byte);
      }
    }
  };

  return {
    write(chunk) {
      scan(chunk);
      tail =
        chunk.length >= tailBytes
          ? Buffer.from(chunk.subarray(chunk.length - tailBytes))
          : Buffer.concat([tail, chunk]).subarray(-tailBytes);
      return [chunk];
    },
    end() {
      if (mode === 'name' || mode === 'keyword') endToken(0x0a);
      const end = tail.toString('latin1');
      if (encrypted) throw refused(422, documentCopy.encryptedPdf);
      // Readers look for %%EOF in the last 1,024 bytes, after `startxref` and the offset of the last cross-reference.
      const eof = end.lastIndexOf('%%EOF');
      if (mode === 'stream' || eof < 0 || end.length - eof > 1024 || !/startxref\s+\d+\s*$/.test(end.slice(0, eof))) {
        throw refused(422, documentCopy.brokenPdf);
      }
      return [];
    },
  };
}
