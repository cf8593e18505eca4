// docs/product/listings.md#photos: staff and the operator upload, delete and reorder a listing's photos; anyone
// fetches the stored sizes from /media/listings/<photo>/<width>.webp.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listingParamsSchema,
  listingPhotoParamsSchema,
  listingPhotoSchema,
  maxPhotoBytes,
  movePhotoSchema,
} from '../../../shared/schemas/listings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { BadRequestError, HttpError, NotFoundError } from '../../http/errors';
import { photoStoreFor, type PhotoStore } from '../../storage';
import { institutionOwnerOf, operatorOwnerOf, type ListingOwner } from '../listings/service';
import { photoCopy } from './copy';
import { deletePhoto, movePhoto, photoFile, uploadPhoto } from './service';
import { mediaPrefix } from './urls';
import { exactText } from '../../../shared/schemas/text';
import { discardUnreadBody, hasErrorCode } from '../../http/multipart-body';

const year = 365 * 24 * 60 * 60;

export function listingPhotoRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const store = photoStoreFor(deps.config);
  // Multipart bodies are parsed only in this scope: every other route still refuses them, and keeps its 64 KB body
  // limit. The one file may be up to maxPhotoBytes.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxPhotoBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    });
    scope.addHook('onSend', (request, _reply, payload, done) => {
      discardUnreadBody(request);
      done(null, payload);
    });
    publisherRoutes(scope, deps.db, store, {
      access: 'institution',
      photos: '/api/institution/listings/:id/photos',
      photo: '/api/institution/listings/:id/photos/:photoId',
      ownerOf: institutionOwnerOf,
    });
    publisherRoutes(scope, deps.db, store, {
      access: 'admin',
      photos: '/api/admin/listings/:id/photos',
      photo: '/api/admin/listings/:id/photos/:photoId',
      ownerOf: operatorOwnerOf,
    });
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${mediaPrefix}/:photoId/:file`,
    { config: { access: 'public' }, schema: { params: z.object({ photoId: exactText(), file: exactText() }) } },
    async (request, reply) => {
      const { photoId, file } = request.params;
      // Each URL's bytes never change (a new photo is a new id), so its name is its ETag.
      const etag = `"${photoId}-${file}"`;
      const found = await photoFile(deps.db, store, photoId, file);
      if (!found) throw new NotFoundError();
      reply.header('content-type', 'image/webp').header('cache-control', `public, max-age=${year}, immutable`).header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        found.body.destroy();
        return reply.status(304).send();
      }
      return reply.header('content-length', found.size).send(found.body);
    },
  );
}

interface Publisher {
  access: 'institution' | 'admin';
  photos: string;
  photo: string;
  ownerOf: (request: FastifyRequest) => ListingOwner;
}

function publisherRoutes(app: FastifyInstance, db: Db, store: PhotoStore, publisher: Publisher) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: publisher.access };

  api.post(
    publisher.photos,
    { config, schema: { params: listingParamsSchema, response: { 201: listingPhotoSchema } } },
    async (request, reply) => {
      const bytes = await uploadedPhoto(request);
      const photo = await uploadPhoto(db, store, publisher.ownerOf(request), request.params.id, bytes);
      return reply.status(201).send(photo);
    },
  );

  api.delete(publisher.photo, { config, schema: { params: listingPhotoParamsSchema } }, async (request, reply) => {
    await deletePhoto(db, store, publisher.ownerOf(request), request.params.id, request.params.photoId, request.log);
    return reply.status(204).send();
  });

  api.patch(
    publisher.photo,
    { config, schema: { params: listingPhotoParamsSchema, body: movePhotoSchema, response: { 200: z.array(listingPhotoSchema) } } },
    async (request) => movePhoto(db, publisher.ownerOf(request), request.params.id, request.params.photoId, request.body.position),
  );
}

/** The bytes of the `photo` field, read whole (at most maxPhotoBytes): the type is decided by them, not by the name. */
async function uploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, photoCopy.notMultipart);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'photo') throw new BadRequestError(photoCopy.noFile);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (hasErrorCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, photoCopy.tooLarge);
    if (hasErrorCode(error, 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT')) throw new BadRequestError(photoCopy.noFile);
    // Only the form is read here: whatever else fails (a broken boundary, a body cut short) is the request's fault.
    throw new BadRequestError(photoCopy.badForm);
  }
}
