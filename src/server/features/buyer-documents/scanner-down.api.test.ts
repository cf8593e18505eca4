// When clamd cannot be reached (docs/product/documents.md#how-it-is-kept): uploads are kept sealed and wait
// ("Revisando…"), nothing waiting is shared, and a new version of a shared paper gets its shares closed and
// unannounced until the pass scans it clean once the scanner is back (docs/decisions/0135-buyer-documents-routes.md).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { checklistItemId } from '../../../shared/domain/documents-list';
import { documentCopy } from '../../../shared/schemas/buyer-documents';
import { createStaff, freshUploadsDir, setupTestApp, signUpBuyer, testConfig } from '../../../test/app';
import { samplePdf, uploadDocumentAs } from '../../../test/document-files';
import { answerRequest, payRequest, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';
import { documentVaultFor } from '../../documents-vault';
import { scanPendingDocuments } from '../../documents-vault/pending-scans';

const uploadsDir = await freshUploadsDir();
const built = await setupTestApp({ CLAMD_SOCKET: path.join(tmpdir(), `no-clamd-${process.pid}.sock`) }, { uploadsDir });
const { app, as } = built;
const db = built.database.db;
const socialSecurity = checklistItemId('Tarjeta de Seguro Social');
const bank = await createStaff(built, 'Banco Paciente');
const hook = await as(bank).post(apiPaths.webhooks, { url: 'http://127.0.0.1:9/crm', events: ['document.shared'] });

/** The scanner is back: the pass over the same files, through a vault that reaches the tests' clamd. */
const scannerBack = () => scanPendingDocuments(db, documentVaultFor({ ...testConfig(), uploadsDir }), { info() {}, warn() {}, error() {} });

const upload = async (buyer: Caller, extra: { replaces?: string } = {}) => {
  const response = await uploadDocumentAs(app, buyer, { item: socialSecurity, file: await samplePdf(), ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; scan: string; shares: unknown[] };
};
const sharedEvents = async () =>
  (await db.select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.eventType, 'document.shared'))).map(
    (row) => JSON.parse(row.body).data as { documentId: string },
  );

describe('with the scanner down', () => {
  it('keeps the file waiting, refuses to share it, and shares it once the scanner has passed it', async () => {
    expect(hook.statusCode).toBe(201);
    const buyer = await signUpBuyer(app);
    await as(buyer).post(apiPaths.documents, {
      employmentType: 'employed',
      housingType: 'existing',
      maritalStatus: 'single',
      hasDependents: false,
    });
    const leadId = await submitLead(app, buyer);
    await payRequest(app, bank, leadId);
    await answerRequest(app, buyer, bank.institution.name, 'accepted');

    const waiting = await upload(buyer);
    expect(waiting.scan).toBe('pending');
    const refused = await as(buyer).post(apiPaths.documentShares, { institutionId: bank.institution.id, documentIds: [waiting.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(documentCopy.notScanned);
    expect(await db.select().from(schema.documentShares).where(eq(schema.documentShares.documentId, waiting.id))).toEqual([]);

    expect(await scannerBack()).toMatchObject({ clean: 1, infected: 0 });
    const shared = await as(buyer).post(apiPaths.documentShares, { institutionId: bank.institution.id, documentIds: [waiting.id] });
    expect(shared.statusCode, shared.body).toBe(201);

    // A new version while the scanner is down again: the share is carried, closed and untold until the file is clean.
    const eventsBefore = (await sharedEvents()).length;
    const version = await upload(buyer, { replaces: waiting.id });
    expect(version).toMatchObject({ scan: 'pending', shares: [] });
    const carried = await db
      .select()
      .from(schema.documentShares)
      .where(inArray(schema.documentShares.documentId, [waiting.id, version.id]));
    expect(carried).toEqual([expect.objectContaining({ documentId: version.id, institutionId: bank.institution.id, endedAt: null })]);
    expect(await sharedEvents()).toHaveLength(eventsBefore);

    expect(await scannerBack()).toMatchObject({ clean: 1 });
    const [document] = (await as(buyer).get(apiPaths.myDocuments)).json().documents;
    expect(document).toMatchObject({ id: version.id, scan: 'clean', shares: [{ id: carried[0]!.id, institutionName: 'Banco Paciente' }] });
  });
});
