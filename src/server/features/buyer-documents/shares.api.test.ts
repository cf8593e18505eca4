// Sharing (docs/product/documents.md#sharing): only with an institution the buyer accepted and did not revoke, only a
// document scanned clean, 30 days unless the buyer says otherwise; extended, ended by the buyer, and ended at once by
// a revocation, the document's deletion or a new version (whose institutions carry over).
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { checklistItemId } from '../../../shared/domain/documents-list';
import { documentCopy } from '../../../shared/schemas/buyer-documents';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { samplePdf, scannedDocument, uploadDocumentAs } from '../../../test/document-files';
import { answerRequest, payRequest, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';
import { eicar, pdfWith } from '../../documents-vault/test-files';

const built = await setupTestApp();
const { app, as } = built;
const db = built.database.db;

const profile = { employmentType: 'employed', housingType: 'existing', maritalStatus: 'single', hasDependents: false };
const socialSecurity = checklistItemId('Tarjeta de Seguro Social');
const day = 24 * 60 * 60 * 1000;

type Bank = Awaited<ReturnType<typeof createStaff>>;
type Buyer = Caller & { id: string; email: string };

const accepting = await createStaff(built, 'Banco Aceptado');
const waiting = await createStaff(built, 'Banco en Espera');
const declined = await createStaff(built, 'Cooperativa Rechazada');
const lenders = [accepting, waiting, declined];
// The accepted bank listens for document.shared.
const hook = await as(accepting).post(apiPaths.webhooks, { url: 'http://127.0.0.1:9/crm', events: ['document.shared'] });

/** A buyer with a checklist and a lead that `accepting` asked for and the buyer accepted; `waiting` asked, unanswered; `declined` was declined. */
async function buyerWithLenders(name = 'Lucía Marcador Ortiz'): Promise<Buyer & { leadId: string }> {
  const buyer = await signUpBuyer(app, name);
  expect((await as(buyer).post(apiPaths.documents, profile)).statusCode).toBe(200);
  const leadId = await submitLead(app, buyer, { nombre: name, municipio: 'Humacao' });
  for (const bank of lenders) await payRequest(app, bank, leadId);
  await answerRequest(app, buyer, accepting.institution.name, 'accepted');
  await answerRequest(app, buyer, declined.institution.name, 'declined');
  return { ...buyer, leadId };
}

/** A document of the buyer, uploaded through the route and scanned clean by the tests' clamd. */
async function cleanDocument(buyer: Caller, fileName = 'seguro-social-marcador.pdf', marker = 'v1'): Promise<string> {
  const response = await uploadDocumentAs(app, buyer, { item: socialSecurity, file: await samplePdf(marker), fileName });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { id: string }).id;
  expect((await scannedDocument(app, buyer, id)).scan).toBe('clean');
  return id;
}

const share = (buyer: Caller, bank: Bank, documentIds: string[], days?: number) =>
  as(buyer).post(apiPaths.documentShares, { institutionId: bank.institution.id, documentIds, ...(days ? { days } : {}) });
const mine = async (buyer: Caller) => (await as(buyer).get(apiPaths.myDocuments)).json();
const shareRows = (documentIds: string[]) =>
  db.select().from(schema.documentShares).where(inArray(schema.documentShares.documentId, documentIds));
const daysFromNow = (iso: string) => (new Date(iso).getTime() - Date.now()) / day;

beforeAll(() => {
  expect(hook.statusCode, hook.body).toBe(201);
});

describe('POST /api/me/document-shares', () => {
  it('shares with an institution the buyer accepted for 30 days, tells it by webhook (ids only) and in the portal (no buyer data)', async () => {
    const buyer = await buyerWithLenders();
    const documentId = await cleanDocument(buyer);
    const before = await mine(buyer);
    expect(before.shareTargets).toEqual([{ institutionId: accepting.institution.id, institutionName: 'Banco Aceptado' }]);

    const response = await share(buyer, accepting, [documentId]);
    expect(response.statusCode, response.body).toBe(201);
    const [{ shareId }] = response.json().shares;

    const [document] = (await mine(buyer)).documents;
    expect(document.shares).toEqual([
      {
        id: shareId,
        institutionId: accepting.institution.id,
        institutionName: 'Banco Aceptado',
        expiresAt: expect.any(String),
        review: 'pending',
        reason: null,
        reviewedAt: null,
      },
    ]);
    expect(daysFromNow(document.shares[0].expiresAt)).toBeCloseTo(30, 1);

    const deliveries = await db.select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.eventType, 'document.shared'));
    const event = deliveries.map((row) => JSON.parse(row.body)).find((body) => body.data.shareId === shareId);
    expect(event.data).toEqual({ documentId, leadId: buyer.leadId, shareId });

    const staff = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, accepting.email));
    const notices = await db
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, staff[0]!.id), eq(schema.notifications.kind, 'documents-shared')));
    expect(notices).toHaveLength(1);
    const mails = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, accepting.email));
    const told = JSON.stringify([notices, mails.filter((mail) => mail.kind === 'documents-shared')]);
    expect(told).toContain('compartió 1 documento');
    for (const secret of ['Marcador', 'Lucía', 'Humacao', 'seguro-social', buyer.email]) expect(told).not.toContain(secret);
  });

  it('refuses an institution the buyer has not accepted (waiting, declined, unknown) with 409 and writes nothing', async () => {
    const buyer = await buyerWithLenders();
    const documentId = await cleanDocument(buyer);
    for (const bank of [waiting, declined]) {
      const response = await share(buyer, bank, [documentId]);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(documentCopy.notAccepted);
    }
    const unknown = await as(buyer).post(apiPaths.documentShares, { institutionId: crypto.randomUUID(), documentIds: [documentId] });
    expect(unknown.statusCode).toBe(409);
    expect(await shareRows([documentId])).toEqual([]);
  });

  it('refuses to share a file the virus scan refused, with its reason, writing nothing', async () => {
    const buyer = await buyerWithLenders();
    const response = await uploadDocumentAs(app, buyer, { item: socialSecurity, file: pdfWith(eicar), fileName: 'virus.pdf' });
    expect(response.statusCode, response.body).toBe(201);
    const documentId = (response.json() as { id: string }).id;
    expect((await scannedDocument(app, buyer, documentId)).scan).toBe('infected');
    const refused = await share(buyer, accepting, [documentId]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(documentCopy.infected);
    expect(await shareRows([documentId])).toEqual([]);
  });

  it('refuses anyone else’s document with 404, writing nothing (scanner-down.api.test.ts: one waiting for its scan)', async () => {
    const buyer = await buyerWithLenders();
    const other = await buyerWithLenders('Otra Persona');
    const theirs = await cleanDocument(other);
    const mine = await cleanDocument(buyer);
    const notMine = await share(buyer, accepting, [mine, theirs]);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe(documentCopy.notFound);
    expect(await shareRows([mine, theirs])).toEqual([]);
  });

  it('refuses a bad body in Spanish', async () => {
    const buyer = await buyerWithLenders();
    const documentId = await cleanDocument(buyer);
    const none = await as(buyer).post(apiPaths.documentShares, { institutionId: accepting.institution.id, documentIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(documentCopy.noDocuments);
    const tooLong = await share(buyer, accepting, [documentId], 91);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('El permiso dura como máximo 90 días');
    expect(await shareRows([documentId])).toEqual([]);
  });

  it('shares again by extending the one live share; PATCH extends from now; DELETE ends it', async () => {
    const buyer = await buyerWithLenders();
    const documentId = await cleanDocument(buyer);
    const first = (await share(buyer, accepting, [documentId], 5)).json().shares[0].shareId;
    expect(daysFromNow((await mine(buyer)).documents[0].shares[0].expiresAt)).toBeCloseTo(5, 1);
    const again = (await share(buyer, accepting, [documentId], 10)).json().shares[0].shareId;
    expect(again).toBe(first);
    expect(await shareRows([documentId])).toHaveLength(1);

    const extended = await as(buyer).patch(apiPaths.documentShare(first), { days: 60 });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(daysFromNow(extended.json().expiresAt)).toBeCloseTo(60, 1);
    expect(daysFromNow((await mine(buyer)).documents[0].shares[0].expiresAt)).toBeCloseTo(60, 1);

    const stranger = await buyerWithLenders('Otra Persona');
    expect((await as(stranger).delete(apiPaths.documentShare(first))).statusCode).toBe(404);
    expect((await as(stranger).patch(apiPaths.documentShare(first), { days: 5 })).statusCode).toBe(404);

    expect((await as(buyer).delete(apiPaths.documentShare(first))).statusCode).toBe(204);
    expect((await mine(buyer)).documents[0].shares).toEqual([]);
    const [ended] = await shareRows([documentId]);
    expect(ended).toMatchObject({ endReason: 'buyer', endedAt: expect.any(Date) });
    expect((await as(buyer).delete(apiPaths.documentShare(first))).statusCode).toBe(404);
    expect((await as(buyer).patch(apiPaths.documentShare(first), { days: 5 })).statusCode).toBe(404);

    // Shared anew after it ended: a new share, the ended one kept as it was.
    const fresh = (await share(buyer, accepting, [documentId])).json().shares[0].shareId;
    expect(fresh).not.toBe(first);
    expect(await shareRows([documentId])).toHaveLength(2);
  });
});

describe('a share ends', () => {
  it('when the buyer revokes consent: ended in the same transaction, and the institution is no longer a target', async () => {
    const buyer = await buyerWithLenders();
    const documentId = await cleanDocument(buyer);
    const shareId = (await share(buyer, accepting, [documentId])).json().shares[0].shareId;
    const requests = (await as(buyer).get('/api/user/connection-requests')).json() as Array<{ id: string; bankName: string }>;
    const request = requests.find((row) => row.bankName === 'Banco Aceptado')!;
    const revoked = await as(buyer).post(`/api/connection-requests/${request.id}/revoke`, { reason: '' });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const [row] = await shareRows([documentId]);
    expect(row).toMatchObject({ id: shareId, endReason: 'revoked', endedAt: expect.any(Date) });
    const after = await mine(buyer);
    expect(after.documents[0].shares).toEqual([]);
    expect(after.shareTargets).toEqual([]);
    const again = await share(buyer, accepting, [documentId]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(documentCopy.notAccepted);
    expect((await as(buyer).patch(apiPaths.documentShare(shareId), { days: 5 })).statusCode).toBe(404);
  });

  it('when the buyer deletes the document: its shares go with it', async () => {
    const buyer = await buyerWithLenders();
    const documentId = await cleanDocument(buyer);
    await share(buyer, accepting, [documentId]);
    expect((await as(buyer).delete(apiPaths.myDocument(documentId))).statusCode).toBe(204);
    expect(await shareRows([documentId])).toEqual([]);
  });

  it('when a new version replaces it: the institution gets a share of the new one for 30 days, opened and told once it is scanned clean', async () => {
    const buyer = await buyerWithLenders();
    const documentId = await cleanDocument(buyer);
    await share(buyer, accepting, [documentId], 3);
    const replaced = await uploadDocumentAs(app, buyer, { item: socialSecurity, replaces: documentId, file: await samplePdf('v2') });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const newId = replaced.json().id as string;
    expect(await shareRows([documentId])).toEqual([]);
    const [carried] = await shareRows([newId]);
    expect(carried).toMatchObject({ institutionId: accepting.institution.id, endedAt: null, review: 'pending' });
    // Closed while the new file waits for its scan, and not announced yet: the institution could not open it.
    expect(replaced.json()).toMatchObject({ scan: 'pending', shares: [] });
    const announced = async () =>
      (await db.select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.eventType, 'document.shared'))).filter(
        (row) => JSON.parse(row.body).data.documentId === newId,
      );
    expect((await scannedDocument(app, buyer, newId)).scan).toBe('clean');
    const [document] = (await mine(buyer)).documents;
    expect(document.shares).toEqual([expect.objectContaining({ id: carried!.id, institutionName: 'Banco Aceptado' })]);
    expect(daysFromNow(document.shares[0].expiresAt)).toBeCloseTo(30, 1);
    expect(await announced()).toHaveLength(1);
    const deliveries = await db.select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.eventType, 'document.shared'));
    expect(deliveries.map((row) => JSON.parse(row.body).data)).toContainEqual({
      documentId: newId,
      leadId: buyer.leadId,
      shareId: carried!.id,
    });
  });
});
