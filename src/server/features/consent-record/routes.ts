import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { institutionParamsSchema } from '../../../shared/schemas/admin';
import { leadParamsSchema } from '../../../shared/schemas/bank-leads';
import { contactAttemptSchema, newContactAttemptSchema } from '../../../shared/schemas/buyer-control';
import {
  certificateQuerySchema,
  consentRecordLookupSchema,
  revocationPageSchema,
  revocationsQuerySchema,
  verificationCodeParamsSchema,
} from '../../../shared/schemas/consent-record';
import { buyerNoticeSchema } from '../../../shared/schemas/leads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { institutionOf, staffOf, viewerOf } from '../../http/access';
import { asCsvDownload } from '../../http/csv';
import { renderCertificatePdf } from './certificate-pdf';
import { consentRecordCsv } from './csv';
import {
  consentCertificate,
  institutionConsentRecord,
  institutionForExport,
  listContactAttempts,
  listRevocations,
  listUnreadNotices,
  logContactAttempt,
  lookupConsentRecord,
  markNoticesRead,
} from './service';

// Consent certificates, contact attempts, institution notices and the operator's consent console (docs/product/buyer-control.md).
export function consentRecordRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const institution = { access: 'institution' } as const;
  const admin = { access: 'admin' } as const;

  api.get(
    '/api/lead/:leadId/consent-certificate',
    // Two formats, one of them binary: no response schema; the JSON is built to consentCertificateSchema.
    { config: institution, schema: { params: leadParamsSchema, querystring: certificateQuerySchema } },
    async (request, reply) => {
      const certificate = await consentCertificate(deps.db, institutionOf(request), request.params.leadId);
      const name = `certificado-consentimiento-${certificate.verificationCode}`;
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'json') {
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.json"`)
          .send(JSON.stringify(certificate, null, 2));
      }
      const pdf = await renderCertificatePdf(certificate);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}.pdf"`).send(Buffer.from(pdf));
    },
  );
  api.get(
    '/api/lead/:leadId/contact-attempts',
    { config: institution, schema: { params: leadParamsSchema, response: { 200: z.array(contactAttemptSchema) } } },
    async (request) => listContactAttempts(deps.db, institutionOf(request), request.params.leadId),
  );
  api.post(
    '/api/lead/:leadId/contact-attempts',
    { config: institution, schema: { params: leadParamsSchema, body: newContactAttemptSchema, response: { 201: contactAttemptSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await logContactAttempt(
            deps.db,
            { ...staffOf(request), institutionName: institutionOf(request).name },
            request.params.leadId,
            request.body,
          ),
        ),
  );
  // Each staff login reads its own notices (a revoked consent), as a buyer does.
  api.get('/api/institution/notices', { config: institution, schema: { response: { 200: z.array(buyerNoticeSchema) } } }, async (request) =>
    listUnreadNotices(deps.db, viewerOf(request).userId),
  );
  api.post('/api/institution/notices/read', { config: institution, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await markNoticesRead(deps.db, viewerOf(request).userId);
    return reply.status(204).send(null);
  });

  api.get(
    '/api/admin/consent-records/:code',
    { config: admin, schema: { params: verificationCodeParamsSchema, response: { 200: consentRecordLookupSchema } } },
    async (request) => lookupConsentRecord(deps.db, request.params.code),
  );
  api.get(
    '/api/admin/revocations',
    { config: admin, schema: { querystring: revocationsQuerySchema, response: { 200: revocationPageSchema } } },
    async (request) => listRevocations(deps.db, request.query),
  );
  api.get(
    '/api/admin/institutions/:institutionId/consent-record.csv',
    { config: admin, schema: { params: institutionParamsSchema } },
    async (request, reply) => {
      const exported = await institutionForExport(deps.db, request.params.institutionId);
      return asCsvDownload(reply, `consentimientos-${exported.slug}`).send(
        Readable.from(consentRecordCsv(institutionConsentRecord(deps.db, exported.id))),
      );
    },
  );
}
