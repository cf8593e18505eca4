// The institution's side of documents (docs/product/documents.md#the-institution): the lead's documents shared with
// it and still live, the review the buyer hears about, and the operator's counts. Every other lead, document or share
// answers the same 404.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { documentCopy, type LeadDocument } from '../../../shared/schemas/buyer-documents';
import type { DocumentStats } from '../../../shared/schemas/lead-documents';
import { createApiKey, withKey } from '../../../test/api-keys';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { samplePdf } from '../../../test/document-files';
import { generateChecklist, insertDocument, insertShare, shareDocuments, uploadDocument } from '../../../test/documents';
import { answerRequest, payRequest, submitLead } from '../../../test/marketplace';
import { schema } from '../../db/client';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, as } = built;
const db = built.database.db;

const buyer = await signUpBuyer(app, 'Coral Benítez');
const leadId = await submitLead(app, buyer, { municipio: 'Arecibo' });
const checklist = await generateChecklist(app, buyer);
const bank = await createStaff(built, 'Banco Documentos');
// Accepted by the buyer too, but shared nothing: it sees an empty list, never a count.
const accepted = await createStaff(built, 'Banco Aceptado');
// Never accepted: every call about the lead is a 404.
const stranger = await createStaff(built, 'Banco Extraño');
const admin = await createAdmin(built);
for (const institution of [bank, accepted]) {
  await payRequest(app, institution, leadId);
  await answerRequest(app, buyer, institution.institution.name, 'accepted');
}
const bankKey = (await createApiKey(app, bank)).key;
const strangerKey = (await createApiKey(app, stranger)).key;

const fileName = 'Talonario de Coral, noviembre.pdf';
// Uploaded and shared through the buyer's own routes.
const sharedFile = await uploadDocument(app, buyer, { item: checklist.item, fileName, file: await samplePdf('Coral compartido') });
const shared = sharedFile.id;
await shareDocuments(app, buyer, bank.institution.id, [shared]);
const unsharedFile = await uploadDocument(app, buyer, {
  item: checklist.item,
  fileName: 'Sin compartir.pdf',
  file: await samplePdf('Coral sin compartir'),
});
const unshared = unsharedFile.id;
const missingId = '00000000-0000-4000-8000-000000000000';
// The PDF the download tests store for real, counted by the operator's test too.
let stored: { id: string; sizeBytes: number };
let bytes: Buffer;

const list = (caller: typeof bank, lead = leadId) => as(caller).get(apiPaths.leadDocuments(lead));
const ids = async (caller: typeof bank) => ((await list(caller)).json() as LeadDocument[]).map((document) => document.id);
const shareOf = async (documentId: string) =>
  (await db.select().from(schema.documentShares).where(eq(schema.documentShares.documentId, documentId)))[0]!;

describe('the lead’s documents', () => {
  it('lists what the buyer shared with this institution: the checklist’s words, the opened name, size and dates', async () => {
    const response = await list(bank);
    expect(response.statusCode, response.body).toBe(200);
    const [document, ...rest] = response.json() as LeadDocument[];
    expect(rest).toEqual([]);
    expect(document).toMatchObject({
      id: shared,
      item: checklist.item,
      itemLabel: checklist.label,
      fileName,
      contentType: 'application/pdf',
      sizeBytes: sharedFile.sizeBytes,
      review: 'pending',
      reason: null,
    });
    expect(Date.parse(document!.expiresAt)).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
  });

  it('answers the same through the API with the institution’s key', async () => {
    const response = await withKey(app, bankKey).get(apiPaths.v1.leadDocuments(leadId));
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as LeadDocument[]).map((document) => document.id)).toEqual([shared]);
    const openApi = (await app.inject({ method: 'GET', url: apiPaths.v1.openApi })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(openApi.paths)).toEqual(
      expect.arrayContaining(['/api/v1/leads/{id}/documents', '/api/v1/leads/{id}/documents/{docId}/file']),
    );
  });

  it('is empty for an accepted institution the buyer shared nothing with, and 404 for any other', async () => {
    expect((await list(accepted)).json()).toEqual([]);
    for (const response of [
      await list(stranger),
      await withKey(app, strangerKey).get(apiPaths.v1.leadDocuments(leadId)),
      await list(bank, missingId),
      await list(bank, 'no-es-un-id'),
      await as(stranger).get(apiPaths.leadDocumentFile(leadId, shared)),
      await withKey(app, strangerKey).get(apiPaths.v1.leadDocumentFile(leadId, shared)),
      await as(accepted).get(apiPaths.leadDocumentFile(leadId, shared)),
      await as(bank).get(apiPaths.leadDocumentFile(leadId, unshared)),
      await as(bank).get(apiPaths.leadDocumentFile(leadId, 'no-es-un-id')),
      await as(stranger).post(apiPaths.leadDocumentReview(leadId, shared), { decision: 'accepted' }),
      await as(accepted).post(apiPaths.leadDocumentReview(leadId, shared), { decision: 'accepted' }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain(fileName);
    }
  });

  it('names an item no longer in the buyer’s list by its id', async () => {
    const gone = await insertDocument(db, buyer.id, { item: 'un-documento-que-ya-no-esta', fileName: 'Viejo.pdf' });
    await insertShare(db, gone, bank.institution.id, leadId);
    const document = ((await list(bank)).json() as LeadDocument[]).find((entry) => entry.id === gone);
    expect(document?.itemLabel).toBe('un-documento-que-ya-no-esta');
    await db.delete(schema.buyerDocuments).where(eq(schema.buyerDocuments.id, gone));
  });

  it('leaves out a file still waiting for its scan, an ended share and an expired one; each file is then a 404', async () => {
    const waiting = await insertDocument(db, buyer.id, { item: checklist.item, fileName: 'Revisando.pdf', scan: 'pending' });
    const ended = await insertDocument(db, buyer.id, { item: checklist.item, fileName: 'Terminado.pdf' });
    const expired = await insertDocument(db, buyer.id, { item: checklist.item, fileName: 'Vencido.pdf' });
    for (const id of [waiting, ended, expired]) await insertShare(db, id, bank.institution.id, leadId);
    expect((await ids(bank)).sort()).toEqual([shared, waiting, ended, expired].filter((id) => id !== waiting).sort());
    // The buyer refreshed the scan's wait; the buyer ended one share; one simply ran out.
    await db
      .update(schema.documentShares)
      .set({ endedAt: new Date(), endReason: 'buyer' })
      .where(eq(schema.documentShares.documentId, ended));
    await db.execute(sql`update document_shares set expires_at = now() - interval '1 minute' where document_id = ${expired}`);
    expect(await ids(bank)).toEqual([shared]);
    for (const id of [waiting, ended, expired]) {
      expect((await as(bank).get(apiPaths.leadDocumentFile(leadId, id))).statusCode).toBe(404);
      expect((await as(bank).post(apiPaths.leadDocumentReview(leadId, id), { decision: 'accepted' })).statusCode).toBe(404);
    }
    await db.delete(schema.buyerDocuments).where(sql`${schema.buyerDocuments.id} in (${waiting}, ${ended}, ${expired})`);
  });
});

describe('the download', () => {
  const marker = `Coral ${Math.random().toString(36).slice(2, 10)}`;
  const audit = schema.contactAccessAudit;
  const auditRows = () =>
    db
      .select()
      .from(audit)
      .where(and(eq(audit.leadId, leadId), eq(audit.endpoint, 'document')));

  it('sends the exact bytes as an attachment, never cached nor sniffed, after writing the audit row', async () => {
    bytes = await samplePdf(marker);
    stored = await uploadDocument(app, buyer, { item: checklist.item, fileName: 'Planilla «Coral» 2025.pdf', file: bytes });
    await shareDocuments(app, buyer, bank.institution.id, [stored.id]);
    const response = await as(bank).get(apiPaths.leadDocumentFile(leadId, stored.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': 'attachment; filename="Planilla_Coral_2025.pdf"',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(stored.sizeBytes).toBe(bytes.length);
    const [staffUser] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, bank.email));
    expect(await auditRows()).toEqual([
      expect.objectContaining({ institutionId: bank.institution.id, staffUserId: staffUser!.id, apiKeyId: null }),
    ]);
  });

  it('records every download, also through the API with the key that asked', async () => {
    const response = await withKey(app, bankKey).get(apiPaths.v1.leadDocumentFile(leadId, stored.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    const rows = await auditRows();
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.apiKeyId !== null)).toHaveLength(1);
  });

  it('sends nothing when the audit row cannot be written', async () => {
    // The audit table refuses this lead's rows, as a full disk or a broken table would refuse them all.
    await db.execute(
      sql.raw(`create function refuse_document_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit unavailable'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_document_audit before insert on contact_access_audit for each row
        when (new.lead_id = '${leadId}'::uuid) execute function refuse_document_audit()`),
    );
    try {
      for (const response of [
        await as(bank).get(apiPaths.leadDocumentFile(leadId, stored.id)),
        await withKey(app, bankKey).get(apiPaths.v1.leadDocumentFile(leadId, stored.id)),
      ]) {
        expect(response.statusCode).toBeGreaterThanOrEqual(500);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(response.body).not.toContain('%PDF');
        expect(response.body).not.toContain(marker);
      }
      expect(await auditRows()).toHaveLength(2);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_document_audit on contact_access_audit'));
      await db.execute(sql.raw('drop function refuse_document_audit()'));
    }
    expect((await as(bank).get(apiPaths.leadDocumentFile(leadId, stored.id))).statusCode).toBe(200);
  });
});

describe('the review', () => {
  const review = (body: unknown, documentId = shared) => as(bank).post(apiPaths.leadDocumentReview(leadId, documentId), body);
  const notices = () => db.select().from(schema.notifications).where(eq(schema.notifications.kind, 'document-reviewed'));
  const mails = () =>
    db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.kind, 'document-reviewed'), eq(schema.emailOutbox.toAddress, buyer.email)));

  it('refuses a bad decision in Spanish and writes nothing', async () => {
    for (const [body, message] of [
      [{ decision: 'rejected' }, documentCopy.reasonRequired],
      [{ decision: 'rejected', reason: 'feo' }, 'Motivo no válido'],
      [{ decision: 'accepted', reason: 'illegible' }, documentCopy.reasonNotAllowed],
      [{ decision: 'quizas' }, 'Indica si aceptas o rechazas el documento'],
      [{ decision: 'accepted', nota: 'x' }, null],
    ] as const) {
      const response = await review(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await shareOf(shared)).toMatchObject({ review: 'pending', reason: null, reviewedAt: null, reviewedBy: null });
    expect(await notices()).toEqual([]);
  });

  it('rejects with a reason, tells the buyer in the app and by e-mail, and refuses a second decision', async () => {
    const response = await review({ decision: 'rejected', reason: 'illegible' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: shared, review: 'rejected', reason: 'illegible', fileName });
    const [staffUser] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, bank.email));
    const row = await shareOf(shared);
    expect(row).toMatchObject({ review: 'rejected', reason: 'illegible', reviewedBy: staffUser!.id });
    expect(row.reviewedAt).not.toBeNull();

    const sentence = `Banco Documentos rechazó tu documento «${checklist.label}»: Ilegible. Sube otra versión en Documentos.`;
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ userId: buyer.id, title: 'Documento rechazado', body: sentence, link: '/documents' });
    const [mail] = await mails();
    expect(mail?.subject).toBe('Documento rechazado — Casa Joven PR');
    expect(mail?.textBody).toContain(sentence);
    expect(mail?.textBody).toContain('http://localhost:3000/documents');
    // The institution's list shows the decision.
    const listed = ((await list(bank)).json() as LeadDocument[]).find((document) => document.id === shared);
    expect(listed).toMatchObject({ review: 'rejected', reason: 'illegible' });

    const again = await review({ decision: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(documentCopy.alreadyReviewed);
    expect((await shareOf(shared)).review).toBe('rejected');
    expect(await notices()).toHaveLength(1);
  });

  it('tells a buyer whose channels leave e-mail out in the app only', async () => {
    const prefs = await as(buyer).put(apiPaths.contactPreferences, { channels: ['phone', 'app'], callFromHour: 9, callToHour: 17 });
    expect(prefs.statusCode, prefs.body).toBe(200);
    const second = await insertDocument(db, buyer.id, { item: checklist.item, fileName: 'Segundo.pdf' });
    await insertShare(db, second, bank.institution.id, leadId);
    const response = await review({ decision: 'accepted' }, second);
    expect(response.statusCode, response.body).toBe(200);
    const bodies = (await notices()).map((notice) => notice.body);
    expect(bodies).toContain(`Banco Documentos aceptó tu documento «${checklist.label}».`);
    expect(await mails()).toHaveLength(1);
  });
});

describe('revoked consent', () => {
  it('turns the lead’s documents into a 404 for the institution that had them', async () => {
    const cr = schema.connectionRequests;
    const [request] = await db
      .select({ id: cr.id })
      .from(cr)
      .where(and(eq(cr.leadId, leadId), eq(cr.institutionId, bank.institution.id)));
    const revoked = await as(buyer).post(apiPaths.revokeConsent(request!.id), {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await list(bank)).statusCode).toBe(404);
    expect((await withKey(app, bankKey).get(apiPaths.v1.leadDocuments(leadId))).statusCode).toBe(404);
    expect((await as(bank).get(apiPaths.leadDocumentFile(leadId, shared))).statusCode).toBe(404);
  });
});

describe('the operator’s counts', () => {
  it('counts documents, waiting ones, shared ones and sizes by type, and names no file nor buyer', async () => {
    await insertDocument(db, buyer.id, {
      item: checklist.item,
      fileName: 'Foto.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 1000,
      scan: 'pending',
    });
    const accepting = await insertDocument(db, buyer.id, {
      item: checklist.item,
      fileName: 'Para aceptado.png',
      contentType: 'image/png',
      sizeBytes: 500,
    });
    await insertShare(db, accepting, accepted.institution.id, leadId);
    // A file the scan refused keeps its row only to tell the buyer (docs/decisions/0137): nothing stored, not counted.
    await insertDocument(db, buyer.id, { item: checklist.item, fileName: 'Virus.pdf', sizeBytes: 0, scan: 'infected' });
    const response = await as(admin).get(apiPaths.admin.documentStats);
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json() as DocumentStats;
    // shared, unshared, the downloaded PDF and second (1234): their shares died with the revocation; then the photo
    // and the PNG.
    const pdfs = sharedFile.sizeBytes + unsharedFile.sizeBytes + stored.sizeBytes + 1234;
    expect(stats).toEqual({
      documents: { count: 6, bytes: pdfs + 1000 + 500 },
      pendingScan: { count: 1, bytes: 1000 },
      shared: { count: 1, bytes: 500 },
      liveShares: 1,
      byContentType: [
        { contentType: 'application/pdf', count: 4, bytes: pdfs },
        { contentType: 'image/jpeg', count: 1, bytes: 1000 },
        { contentType: 'image/png', count: 1, bytes: 500 },
      ],
    });
    for (const secret of [fileName, 'Foto', 'Para aceptado', 'Virus', buyer.id, leadId]) expect(response.body).not.toContain(secret);
    expect((await as(bank).get(apiPaths.admin.documentStats)).statusCode).toBe(403);
  });
});
