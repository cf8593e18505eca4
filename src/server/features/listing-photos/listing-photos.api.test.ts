// docs/product/listings.md#photos: upload (type by content, size, count, ownership), no metadata kept, the sizes
// stored, served with a year-long immutable cache, and deleted with their files.
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maxPhotoBytes, type ListingPhoto } from '../../../shared/schemas/listings';
import { schema } from '../../db/client';
import { createAdmin, createStaff, freshUploadsDir, setupTestApp, signUpBuyer } from '../../../test/app';
import { multipartBody } from '../../../test/multipart';
import { exifHasGps, heicImage, hugePngHeader, testImage } from '../../../test/photos';
import { insertListing, type ListingOwner } from '../listings/service';
import { photoCopy } from './copy';
import { maxInputPixels } from './process';

const uploadsDir = await freshUploadsDir();
const built = await setupTestApp({}, { uploadsDir });
const { app, anonymous, as } = built;
const db = built.database.db;

const bank = await createStaff(built);
const otherBank = await createStaff(built);
const admin = await createAdmin(built);

const userIdOf = async (email: string) =>
  (await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email)))[0]!.id;
const bankOwner: ListingOwner = { kind: 'institution', institutionId: bank.institution.id, userId: await userIdOf(bank.email) };

const fields = {
  title: 'Casa en Bayamón',
  description: 'Casa de tres cuartos cerca del tren urbano.',
  priceCents: 14_500_000,
  type: 'casa' as const,
  municipality: 'Bayamón' as const,
  barrio: null,
  addressLine: null,
  sizeM2: 120,
  bedrooms: 3,
  bathrooms: 2,
  lotSizeM2: null,
  floodZone: 'no' as const,
  yearBuilt: 1998,
  contactMethod: null,
};
const newListing = (owner: ListingOwner = bankOwner) => db.transaction((tx) => insertListing(tx, owner, fields));

const photosPath = (listingId: string) => `/api/institution/listings/${listingId}/photos`;

function upload(
  caller: { cookie: string } | null,
  url: string,
  bytes: Uint8Array,
  file: { filename?: string; contentType?: string; field?: string } = {},
) {
  const { body, headers } = multipartBody([
    { field: file.field ?? 'photo', filename: file.filename ?? 'foto.jpg', contentType: file.contentType ?? 'image/jpeg', bytes },
  ]);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...(caller ? { cookie: caller.cookie } : {}) }, payload: body });
}

const storedPhotoIds = async () => readdir(path.join(uploadsDir, 'listings')).catch(() => [] as string[]);
const photoRows = (listingId: string) => db.select().from(schema.propertyPhotos).where(eq(schema.propertyPhotos.propertyId, listingId));

describe('POST /api/institution/listings/{id}/photos', () => {
  it('stores an upright WebP at each width up to the original, with no EXIF or GPS, and answers the photo', async () => {
    const listingId = await newListing();
    // A phone photo: 2000 × 1000 pixels as stored, orientation 6, so 1000 × 2000 upright; with a GPS position.
    const original = await testImage({ width: 2000, height: 1000, orientation: 6, gps: true });
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true);

    const response = await upload(bank, photosPath(listingId), original);
    expect(response.statusCode).toBe(201);
    const photo = response.json() as ListingPhoto;
    expect(photo).toMatchObject({ width: 960, height: 1920, src: `/media/listings/${photo.id}/480.webp` });
    expect(photo.srcset).toBe(`/media/listings/${photo.id}/480.webp 480w, /media/listings/${photo.id}/960.webp 960w`);
    expect(await readdir(path.join(uploadsDir, 'listings', photo.id))).toEqual(['480.webp', '960.webp']);

    for (const width of [480, 960]) {
      const served = await anonymous.get(`/media/listings/${photo.id}/${width}.webp`);
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: width * 2 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(served.rawPayload.includes('EXIF')).toBe(false);
      expect(served.rawPayload.includes('Telefono')).toBe(false);
    }
    expect((await anonymous.get(`/media/listings/${photo.id}/1600.webp`)).statusCode).toBe(404);
    const [row] = await photoRows(listingId);
    expect(row).toMatchObject({ id: photo.id, position: 0, width: 960, height: 1920, widths: [480, 960] });
  });

  it('never stores a width wider than the original: every width up to it, or the original width alone', async () => {
    const listingId = await newListing();
    const wide = (await upload(bank, photosPath(listingId), await testImage({ width: 3000, height: 2000, format: 'png' }))).json();
    expect(wide).toMatchObject({ width: 1600, height: 1067 });
    expect(wide.srcset).toContain('1600.webp 1600w');
    const mid = (await upload(bank, photosPath(listingId), await testImage({ width: 700, height: 500, format: 'webp' }))).json();
    expect(mid).toMatchObject({ width: 480, height: 343 });
    expect(mid.srcset).toBe(`/media/listings/${mid.id}/480.webp 480w`);
    const small = (await upload(bank, photosPath(listingId), await testImage({ width: 300, height: 200 }))).json();
    expect(small).toMatchObject({ width: 300, height: 200, src: `/media/listings/${small.id}/300.webp` });
    const served = await anonymous.get(small.src);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses a text file named .jpg (415), a GIF (415) and a HEIC it cannot decode (415, asking for JPEG)', async () => {
    const listingId = await newListing();
    const text = await upload(bank, photosPath(listingId), Buffer.from('esto no es una foto, es un texto'), { filename: 'casa.jpg' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('El archivo no es una imagen JPEG, PNG o WebP.');
    const gif = await upload(bank, photosPath(listingId), await testImage({ width: 40, height: 40, format: 'gif' }), {
      filename: 'casa.png',
    });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe(photoCopy.notAnImage);
    const heic = await heicImage();
    expect(await sharp(heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
    const refused = await upload(bank, photosPath(listingId), heic, { filename: 'IMG_0001.HEIC', contentType: 'image/heic' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(photoCopy.heic);
    expect(refused.json().message).toContain('JPEG');
    expect(await photoRows(listingId)).toEqual([]);
  });

  it('refuses a file over 15 MB with 413 and stores nothing', async () => {
    const listingId = await newListing();
    const before = await storedPhotoIds();
    const response = await upload(bank, photosPath(listingId), Buffer.alloc(maxPhotoBytes + 1, 0xff));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La foto pasa de 15 MB.');
    expect(await photoRows(listingId)).toEqual([]);
    expect(await storedPhotoIds()).toEqual(before);
  });

  it('refuses an image over 50 megapixels from its header with a Spanish 400, and stores nothing', async () => {
    const listingId = await newListing();
    // 8,000 × 8,000 (64 MP) of one colour: a small file that the old 100 MP bound let through to be decoded whole.
    const large = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#2a785a' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(large.length).toBeLessThan(1024 * 1024);
    const before = await storedPhotoIds();
    for (const bytes of [large, hugePngHeader()]) {
      const response = await upload(bank, photosPath(listingId), bytes, { filename: 'enorme.png', contentType: 'image/png' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('La foto tiene demasiados píxeles (máximo 50 megapíxeles). Redúcela y súbela otra vez.');
    }
    expect(maxInputPixels).toBe(50_000_000);
    expect(await photoRows(listingId)).toEqual([]);
    expect(await storedPhotoIds()).toEqual(before);
  });

  it('refuses a body that is not a form with the photo (415, 400)', async () => {
    const listingId = await newListing();
    const json = await as(bank).post(photosPath(listingId), { photo: 'aGVsbG8=' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(photoCopy.notMultipart);
    const wrongField = await upload(bank, photosPath(listingId), await testImage({ width: 50, height: 50 }), { field: 'imagen' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(photoCopy.noFile);
    const fieldsOnly = multipartBody([], { nota: 'sin foto' });
    const noFile = await app.inject({
      method: 'POST',
      url: photosPath(listingId),
      headers: { ...fieldsOnly.headers, cookie: bank.cookie },
      payload: fieldsOnly.body,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(photoCopy.noFile);
    for (const payload of ['basura', '--x\r\ncontent-disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc']) {
      const broken = await app.inject({
        method: 'POST',
        url: photosPath(listingId),
        headers: { 'content-type': 'multipart/form-data; boundary=x', cookie: bank.cookie },
        payload,
      });
      expect(broken.statusCode, payload).toBe(400);
    }
    expect(await photoRows(listingId)).toEqual([]);
  });

  it('leaves every other route refusing multipart bodies and keeping its 64 KB limit', async () => {
    const { body, headers } = multipartBody([{ field: 'photo', filename: 'foto.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(10) }]);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/admin/listings/import',
      headers: { ...headers, cookie: admin.cookie },
      payload: body,
    });
    expect(elsewhere.statusCode).toBe(415);
    const big = await app.inject({
      method: 'POST',
      url: '/api/guide/complete',
      headers: { 'content-type': 'application/json', cookie: (await signUpBuyer(app)).cookie },
      payload: JSON.stringify({ relleno: 'x'.repeat(70 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('takes 12 photos per listing and refuses the 13th with 409', async () => {
    const listingId = await newListing();
    const small = await testImage({ width: 60, height: 40 });
    for (let index = 0; index < 12; index += 1) expect((await upload(bank, photosPath(listingId), small)).statusCode).toBe(201);
    const stored = (await storedPhotoIds()).length;
    const thirteenth = await upload(bank, photosPath(listingId), small);
    expect(thirteenth.statusCode).toBe(409);
    expect(thirteenth.json().message).toBe(photoCopy.tooMany);
    expect((await photoRows(listingId)).map((row) => row.position).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect((await storedPhotoIds()).length).toBe(stored);
  });

  it('lets only one of two uploads racing for the last place in, and keeps no files of the other', async () => {
    const listingId = await newListing();
    const small = await testImage({ width: 60, height: 40 });
    for (let index = 0; index < 11; index += 1) await upload(bank, photosPath(listingId), small);
    const [first, second] = await Promise.all([
      upload(bank, photosPath(listingId), await testImage({ width: 900, height: 600 })),
      upload(bank, photosPath(listingId), await testImage({ width: 900, height: 600 })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const ids = (await photoRows(listingId)).map((row) => row.id);
    expect(ids).toHaveLength(12);
    const loser = [first, second].find((response) => response.statusCode === 409)!;
    expect(loser.json().message).toBe(photoCopy.tooMany);
    const rows = await db.select({ id: schema.propertyPhotos.id }).from(schema.propertyPhotos);
    expect((await storedPhotoIds()).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it("answers 404 for another institution's listing, an example home and an unknown one; 403 for a buyer; 401 signed out", async () => {
    const listingId = await newListing();
    const image = await testImage({ width: 60, height: 40 });
    expect((await upload(otherBank, photosPath(listingId), image)).statusCode).toBe(404);
    expect((await upload(bank, photosPath('no-existe'), image)).statusCode).toBe(404);
    const [example] = await db.select({ id: schema.properties.id }).from(schema.properties).where(eq(schema.properties.isExample, true));
    expect((await upload(bank, photosPath(example!.id), image)).statusCode).toBe(404);
    const buyer = await signUpBuyer(app);
    expect((await upload(buyer, photosPath(listingId), image)).statusCode).toBe(403);
    expect((await upload(buyer, `/api/admin/listings/${listingId}/photos`, image)).statusCode).toBe(403);
    expect((await upload(bank, `/api/admin/listings/${listingId}/photos`, image)).statusCode).toBe(403);
    expect((await upload(null, photosPath(listingId), image)).statusCode).toBe(401);
    expect(await photoRows(listingId)).toEqual([]);
  });
});

describe('a refused upload on a keep-alive connection', () => {
  // The real listening server: keep-alive and a body left on the socket do not exist in app.inject.
  const listening = app.listen({ host: '127.0.0.1', port: 0 }).then((address) => Number(new URL(address).port));
  /** The status codes of the answers in a socket's raw text, in order. */
  const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

  /**
   * Everything the server sends on one socket until it has answered `responses` times, or closes it, or `ms` pass:
   * the raw text, and whether the server closed the socket.
   */
  function exchange(port: number, requests: Buffer, responses: number, ms: number) {
    return new Promise<{ text: string; closed: boolean; timedOut: boolean }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const text = () => Buffer.concat(chunks).toString('utf8');
      const done = (closed: boolean, timedOut = false) => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ text: text(), closed, timedOut });
      };
      const timer = setTimeout(() => done(false, true), ms);
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (statuses(text()).length >= responses) done(false);
      });
      socket.on('end', () => done(true));
      // A reset instead of a clean close is a failure: the second request would be lost without an answer.
      socket.on('error', () => done(false));
      socket.write(requests);
    });
  }

  // 8 MB and 16 MB: far more than the socket buffers hold, so a server that stops reading leaves most of it unread.
  it.each([
    { refusal: 'the wrong field', field: 'imagen', size: 8 * 1024 * 1024, status: 400, message: photoCopy.noFile },
    { refusal: 'a file over 15 MB', field: 'photo', size: maxPhotoBytes + 1024 * 1024, status: 413, message: photoCopy.tooLarge },
  ])('answers the next request on the same connection after refusing an upload with $refusal', async ({ field, size, status, message }) => {
    const listingId = await newListing();
    const { body, headers } = multipartBody([{ field, filename: 'foto.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(size, 0xff) }]);
    const upload = Buffer.concat([
      Buffer.from(
        `POST ${photosPath(listingId)} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${bank.cookie}\r\n` +
          `Content-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`,
      ),
      body,
    ]);
    const health = Buffer.from('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const started = Date.now();
    const { text, closed, timedOut } = await exchange(await listening, Buffer.concat([upload, health]), 2, 3000);

    expect(timedOut, `no answer within 3 s after ${Date.now() - started} ms; got: ${text.slice(0, 200)}`).toBe(false);
    expect(statuses(text)[0]).toBe(status);
    expect(text).toContain(message);
    // Either the connection carried the second request, or the server said it would close it and did.
    if (closed) expect(text.toLowerCase()).toContain('connection: close');
    else expect(statuses(text)).toEqual([status, 200]);
    expect(await photoRows(listingId)).toEqual([]);
  });
});

describe('POST /api/admin/listings/{id}/photos', () => {
  it("lets the operator add photos to its own listings and to an institution's", async () => {
    const operatorListing = await newListing({ kind: 'operator', userId: await userIdOf(admin.email) });
    const bankListing = await newListing();
    const image = await testImage({ width: 600, height: 400 });
    expect((await upload(admin, `/api/admin/listings/${operatorListing}/photos`, image)).statusCode).toBe(201);
    expect((await upload(admin, `/api/admin/listings/${bankListing}/photos`, image)).statusCode).toBe(201);
    expect((await upload(admin, photosPath(bankListing), image)).statusCode).toBe(403);
  });
});

describe('GET /media/listings/{photo}/{width}.webp', () => {
  it('serves a stored size as WebP with a year-long immutable cache and an ETag, for a draft listing too', async () => {
    const listingId = await newListing();
    const photo = (await upload(bank, photosPath(listingId), await testImage({ width: 1000, height: 700 }))).json() as ListingPhoto;
    const response = await anonymous.get(`/media/listings/${photo.id}/960.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: `/media/listings/${photo.id}/960.webp`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await app.inject({ method: 'HEAD', url: `/media/listings/${photo.id}/480.webp` });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 for a width the photo lacks, another file name, an unknown photo and a malformed id', async () => {
    const listingId = await newListing();
    const photo = (await upload(bank, photosPath(listingId), await testImage({ width: 1000, height: 700 }))).json() as ListingPhoto;
    for (const file of ['1600.webp', '123.webp', '480.jpg', '480.webp.bak', 'x480.webp', '..%2F480.webp', '0480.webp']) {
      expect((await anonymous.get(`/media/listings/${photo.id}/${file}`)).statusCode, file).toBe(404);
    }
    expect((await anonymous.get(`/media/listings/${crypto.randomUUID()}/480.webp`)).statusCode).toBe(404);
    expect((await anonymous.get('/media/listings/no-es-un-uuid/480.webp')).statusCode).toBe(404);
    expect((await anonymous.get(`/media/listings/${'a'.repeat(90)}/${'9'.repeat(40)}.webp`)).statusCode).toBe(404);
    expect((await anonymous.get('/media/listings/..%2F..%2Fetc/480.webp')).statusCode).toBe(404);
  });
});

describe('DELETE and PATCH /api/institution/listings/{id}/photos/{photoId}', () => {
  it('deletes the photo and its files; it is then not found', async () => {
    const listingId = await newListing();
    const photo = (await upload(bank, photosPath(listingId), await testImage({ width: 1000, height: 700 }))).json() as ListingPhoto;
    expect(await storedPhotoIds()).toContain(photo.id);
    expect((await as(otherBank).delete(`${photosPath(listingId)}/${photo.id}`)).statusCode).toBe(404);
    expect((await as(await signUpBuyer(app)).delete(`${photosPath(listingId)}/${photo.id}`)).statusCode).toBe(403);
    const response = await as(bank).delete(`${photosPath(listingId)}/${photo.id}`);
    expect(response.statusCode).toBe(204);
    expect(await storedPhotoIds()).not.toContain(photo.id);
    expect(await photoRows(listingId)).toEqual([]);
    expect((await anonymous.get(photo.src)).statusCode).toBe(404);
    expect((await as(bank).delete(`${photosPath(listingId)}/${photo.id}`)).statusCode).toBe(404);
    expect((await as(bank).delete(`${photosPath(listingId)}/no-es-un-uuid`)).statusCode).toBe(404);
  });

  it('refuses to delete a photo through another listing of the same institution', async () => {
    const listingId = await newListing();
    const otherListing = await newListing();
    const photo = (await upload(bank, photosPath(listingId), await testImage({ width: 100, height: 70 }))).json() as ListingPhoto;
    expect((await as(bank).delete(`${photosPath(otherListing)}/${photo.id}`)).statusCode).toBe(404);
    expect(await storedPhotoIds()).toContain(photo.id);
  });

  it('moves a photo to another place in the order (0 is the cover)', async () => {
    const listingId = await newListing();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await upload(bank, photosPath(listingId), await testImage({ width: 100, height: 70 }))).json().id);
    }
    const moved = await as(bank).patch(`${photosPath(listingId)}/${ids[2]}`, { position: 0 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().map((photo: ListingPhoto) => photo.id)).toEqual([ids[2], ids[0], ids[1]]);
    const last = await as(bank).patch(`${photosPath(listingId)}/${ids[2]}`, { position: 11 });
    expect(last.json().map((photo: ListingPhoto) => photo.id)).toEqual([ids[0], ids[1], ids[2]]);
    const bad = await as(bank).patch(`${photosPath(listingId)}/${ids[2]}`, { position: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La posición no puede ser negativa');
    expect((await as(otherBank).patch(`${photosPath(listingId)}/${ids[2]}`, { position: 0 })).statusCode).toBe(404);
  });
});
