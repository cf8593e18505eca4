import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage } from './api';
import { uploadFile } from './upload';

/** Just enough of XMLHttpRequest to drive the helper by hand. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  sent: FormData | null = null;
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.last = null;
});

const photo = () => new File([new Uint8Array([1, 2, 3])], 'casa.jpg', { type: 'image/jpeg' });

describe('uploadFile (docs/decisions/0115-uploads-with-progress.md)', () => {
  it('POSTs the file as multipart field `photo` with the session cookie, reports progress and reads the JSON answer', async () => {
    const progress: Array<[number, number]> = [];
    const done = uploadFile<{ id: string }>('/api/x/photos', photo(), { onProgress: (sent, total) => progress.push([sent, total]) });
    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/x/photos');
    expect(request.withCredentials).toBe(true);
    const sent = request.sent!.get('photo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('casa.jpg');
    request.upload.onprogress!({ loaded: 1, total: 3, lengthComputable: true });
    request.upload.onprogress!({ loaded: 2, total: 0, lengthComputable: false });
    request.answer(201, '{"id":"p1"}');
    await expect(done).resolves.toEqual({ id: 'p1' });
    expect(progress).toEqual([
      [1, 3],
      [2, 0],
    ]);
  });

  it('sends the text fields before the file, for a server that reads the stream in order', async () => {
    void uploadFile('/api/me/documents', photo(), { field: 'file', fields: { item: 'tarjeta-de-seguro-social', replaces: 'd1' } });
    const sent = [...FakeRequest.last!.sent!.keys()];
    expect(sent).toEqual(['item', 'replaces', 'file']);
    expect(FakeRequest.last!.sent!.get('item')).toBe('tarjeta-de-seguro-social');
  });

  it("raises the server's refusal as ApiError, so the screen shows its Spanish message", async () => {
    const done = uploadFile('/api/x/photos', photo());
    FakeRequest.last!.answer(415, '{"message":"Sube la foto en JPEG, PNG o WebP."}');
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect(errorMessage(error, 'No se pudo subir')).toBe('Sube la foto en JPEG, PNG o WebP.');
  });

  it('a lost connection is not an ApiError: the screen shows its own fallback', async () => {
    const done = uploadFile('/api/x/photos', photo());
    FakeRequest.last!.onerror!();
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error, 'No se pudo subir')).toBe('No se pudo subir');
  });

  it('an empty 204 resolves with undefined, and an abort signal cancels the request', async () => {
    const empty = uploadFile('/api/x/photos', photo());
    FakeRequest.last!.answer(204, '');
    await expect(empty).resolves.toBeUndefined();

    const controller = new AbortController();
    const cancelled = uploadFile('/api/x/photos', photo(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeRequest.last!.aborted).toBe(true);
  });
});
