// One file sent as multipart form data with its upload progress (docs/decisions/0115-uploads-with-progress.md). fetch
// cannot report how much of a request body has been sent, so this is the app's one XMLHttpRequest; everything else
// about it follows lib/api.ts: the session cookie, a non-OK answer raised as ApiError (so `errorMessage` shows the
// server's Spanish reason), and the JSON answer read whole.
import { ApiError } from './api';

export interface UploadOptions {
  /** The multipart field the server reads. */
  field?: string;
  /** Text fields sent before the file, so a server reading the stream knows them before the bytes arrive. */
  fields?: Record<string, string>;
  /** Bytes sent so far of the whole request; `total` is 0 while the browser does not know it yet. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** POSTs `file` to `url` as `multipart/form-data` and resolves with the JSON answer (undefined when the body is empty). */
export function uploadFile<T>(
  url: string,
  file: Blob,
  { field = 'photo', fields = {}, onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Subida cancelada', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    request.onload = () => {
      const body = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, body || request.statusText));
        return;
      }
      try {
        resolve((body === '' ? undefined : JSON.parse(body)) as T);
      } catch {
        reject(new ApiError(request.status, body));
      }
    };
    // As fetch does: a request that never got an answer is a TypeError, which `errorMessage` turns into its fallback.
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.ontimeout = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file, file instanceof File ? file.name : 'foto');
    request.send(form);
  });
}
