// docs/product/documents.md: the buyer uploads papers against the checklist, reads them back, deletes them, marks
// items "No aplica", downloads them all as a ZIP, and shares chosen ones with an institution they accepted.
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../shared/api-paths';
import {
  buyerDocumentSchema,
  checklistItemSchema,
  createSharesSchema,
  documentCopy,
  documentParamsSchema,
  extendShareSchema,
  maxDocumentBytes,
  myDocumentsSchema,
  notApplicableSchema,
} from '../../../shared/schemas/buyer-documents';
import { puertoRicoDate } from '../../../shared/time-zone';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { documentVaultFor } from '../../documents-vault';
import { viewerOf } from '../../http/access';
import { BadRequestError, HttpError } from '../../http/errors';
import { uploadCopy } from './copy';
import {
  deleteDocument,
  endShare,
  extendShare,
  markNotApplicable,
  myDocuments,
  ownFile,
  ownFilesZip,
  shareDocuments,
  uploadDocument,
  type DocumentsDeps,
} from './service';
import { discardUnreadBody, hasErrorCode } from '../../http/multipart-body';
import { scanHooks, scanSoon } from './scan-soon';

const buyer = { access: 'buyer' } as const;
const myDocumentsPattern = `${apiPaths.myDocuments}/:id`;
const sharePattern = `${apiPaths.documentShares}/:id`;

export function buyerDocumentRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  // The vault holds no state of its own (the store, the keys, clamd's address): each feature builds it from the config.
  const vault = documentVaultFor(deps.config, app.log);
  // Uploads are scanned right after they are stored; the server's shutdown waits for the scans under way.
  const scans = scanSoon(deps.db, vault, app.log, scanHooks(deps.config.publicUrl));
  app.addHook('onClose', () => scans.idle());
  const depsOf = (request: FastifyRequest): DocumentsDeps => ({
    db: deps.db,
    vault,
    publicUrl: deps.config.publicUrl,
    log: request.log,
    scans,
  });

  // Multipart bodies are parsed only in this scope; every other route keeps refusing them (and its 64 KB limit). The
  // vault enforces the 20 MB and quota limits with their own messages; the parser's size limit is a backstop past them.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxDocumentBytes + 1024 * 1024, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
    });
    scope.addHook('onSend', (request, _reply, payload, done) => {
      discardUnreadBody(request);
      done(null, payload);
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(apiPaths.myDocuments, { config: buyer, schema: { response: { 201: buyerDocumentSchema } } }, async (request, reply) => {
        const document = await receiveUpload(request, depsOf(request));
        return reply.status(201).send(document);
      });
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(apiPaths.myDocuments, { config: buyer, schema: { response: { 200: myDocumentsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return myDocuments(deps.db, viewerOf(request).userId);
  });

  api.get(`${myDocumentsPattern}/file`, { config: buyer, schema: { params: documentParamsSchema } }, async (request, reply) => {
    const file = await ownFile(deps.db, vault, viewerOf(request).userId, request.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.sizeBytes)
      .header('content-disposition', `attachment; filename="${file.downloadName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  api.get(apiPaths.myDocumentsZip, { config: buyer }, async (request, reply) => {
    const zip = await ownFilesZip(deps.db, vault, viewerOf(request).userId);
    zip.on('error', (error) => request.log.error({ err: error }, 'the documents ZIP stopped before its end'));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="mis-documentos-${puertoRicoDate(new Date())}.zip"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });

  api.delete(
    myDocumentsPattern,
    { config: buyer, schema: { params: documentParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteDocument(depsOf(request), viewerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.put(
    `${apiPaths.myDocuments}/:item/not-applicable`,
    {
      config: buyer,
      schema: {
        params: z.object({ item: checklistItemSchema }),
        body: notApplicableSchema,
        response: { 200: z.object({ item: z.string(), notApplicable: z.boolean() }) },
      },
    },
    async (request) => markNotApplicable(deps.db, viewerOf(request).userId, request.params.item, request.body.notApplicable),
  );

  api.post(
    apiPaths.documentShares,
    {
      config: buyer,
      schema: {
        body: createSharesSchema,
        response: { 201: z.object({ shares: z.array(z.object({ documentId: z.string(), shareId: z.string() })) }) },
      },
    },
    async (request, reply) => {
      const shares = await shareDocuments(deps.db, viewerOf(request).userId, request.body, deps.config.publicUrl);
      return reply.status(201).send({ shares });
    },
  );

  api.delete(
    sharePattern,
    { config: buyer, schema: { params: documentParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await endShare(deps.db, viewerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.patch(
    sharePattern,
    {
      config: buyer,
      schema: {
        params: documentParamsSchema,
        body: extendShareSchema,
        response: { 200: z.object({ id: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request) => extendShare(deps.db, viewerOf(request).userId, request.params.id, request.body.days),
  );
}

/**
 * Reads the form's fields, then hands the file part's stream to the vault as it arrives: the fields must come first
 * (browsers send FormData in the order it was filled), and nothing may follow the file.
 */
async function receiveUpload(request: FastifyRequest, deps: DocumentsDeps) {
  if (!request.isMultipart()) throw new HttpError(415, documentCopy.notMultipart);
  const parts = request.parts()[Symbol.asyncIterator]();
  const fields: Record<string, string> = {};
  let formError: unknown = null;
  try {
    for (;;) {
      const next = await parts.next();
      if (next.done) throw new BadRequestError(documentCopy.noFile);
      const part: Multipart = next.value;
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw new BadRequestError(documentCopy.noFile);
      if (!('item' in fields)) throw new BadRequestError(uploadCopy.fieldsFirst);
      // A failure of the form itself (cut short, too large for the parser) reaches the vault as its source's error.
      part.file.once('error', (error) => (formError = error));
      return await uploadDocument(deps, viewerOf(request).userId, {
        fields,
        file: part.file,
        fileName: part.filename,
        formEnded: async () => {
          if (!(await parts.next()).done) throw new BadRequestError(uploadCopy.extraPart);
        },
      });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const cause = formError ?? error;
    if (hasErrorCode(cause, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, documentCopy.tooLarge);
    if (hasErrorCode(cause, 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT')) throw new BadRequestError(uploadCopy.extraPart);
    if (formError !== null || hasErrorCode(cause, 'FST_INVALID_MULTIPART_CONTENT_TYPE') || isFormError(error)) {
      throw new BadRequestError(documentCopy.badForm);
    }
    throw error;
  }
}

/** What busboy says of a body that is not a well-formed form (a broken boundary, a body cut short). */
const isFormError = (error: unknown) =>
  error instanceof Error && /^(Unexpected end of form|Malformed part header|Multipart: Boundary not found)/.test(error.message);
