// A multipart/form-data body for app.inject, as a browser's FormData sends a file: the request helpers only send JSON.
import { randomUUID } from 'node:crypto';

export interface MultipartFile {
  /** The form field's name (`photo` for listing photos). */
  field: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The body and its content-type header: `app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload: body })`. */
export function multipartBody(files: MultipartFile[], fields: Record<string, string> = {}) {
  const boundary = `----casa-joven-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
