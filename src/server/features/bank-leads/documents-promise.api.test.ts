// The product's promise, for documents (docs/product/documents.md#the-institution): an institution reads a buyer's
// document only while the buyer shares it with that institution, and learns nothing of the others, not even how many.
// Checked on the raw bodies of every read an institution can make, signed in or with an API key, from a new lead to a
// share, and after the share ends, the consent is revoked, the document is deleted and the account is deleted. The
// contact data's own promise (no name, e-mail or phone before an unlock) holds on the new routes too.
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import type { LeadDocument } from '../../../shared/schemas/buyer-documents';
import { createApiKey, withKey } from '../../../test/api-keys';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { samplePdf } from '../../../test/document-files';
import { generateChecklist, shareDocuments, uploadDocument } from '../../../test/documents';
import { answerRequest, payRequest, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';

// The scans make more calls than one client's API limit allows.
const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, as } = built;

const tag = Math.random().toString(36).slice(2, 8);
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const secret = {
  nombre: `Ámbar Quiñones ${tag}`,
  correo: `ambar.${tag}@example.com`,
  movil: `(939) ${digits.slice(0, 3)}-${digits.slice(3)}`,
};
const contactStrings = [secret.nombre, secret.correo, secret.movil, `939${digits}`, `ambar.${tag}`];

const buyer = await signUpBuyer(app, 'Ámbar');
const leadId = await submitLead(app, buyer, { ...secret, municipio: 'Humacao', precio_meta: '160000' });
const { item } = await generateChecklist(app, buyer);
const names = {
  shared: `Talonario-${tag}-compartido.pdf`,
  hidden: `Planilla-${tag}-privada.pdf`,
  otherBuyers: `Escritura-${tag}-ajena.pdf`,
};
const upload = async (who: Caller, fileName: string) =>
  (await uploadDocument(app, who, { item, fileName, file: await samplePdf(fileName) })).id;
const sharedDoc = await upload(buyer, names.shared);
const hiddenDoc = await upload(buyer, names.hidden);

// Another buyer, whose lead Banco Papeles also holds and who shares a document with it.
const otherBuyer = await signUpBuyer(app, 'Otro Comprador');
const otherLead = await submitLead(app, otherBuyer, { municipio: 'Humacao', precio_meta: '160000' });
await generateChecklist(app, otherBuyer);
const otherDoc = await upload(otherBuyer, names.otherBuyers);

const bank = await createStaff(built, 'Banco Papeles');
// Accepted by the buyer, but given nothing.
const rival = await createStaff(built, 'Banco Aceptado Sin Papeles');
// Never accepted.
const third = await createStaff(built, 'Banco Sin Permiso');
const callers = [bank, rival, third];
const apiKeys = new Map<Caller, string>();
for (const caller of callers) apiKeys.set(caller, (await createApiKey(app, caller)).key);

const documentIds = [sharedDoc, hiddenDoc, otherDoc];
const documentUrls = (lead: string) => [apiPaths.leadDocuments(lead), ...documentIds.map((id) => apiPaths.leadDocumentFile(lead, id))];
const v1DocumentUrls = (lead: string) => [
  apiPaths.v1.leadDocuments(lead),
  ...documentIds.map((id) => apiPaths.v1.leadDocumentFile(lead, id)),
];

interface Read {
  url: string;
  status: number;
  body: string;
}

/** Every read an institution can make about leads, signed in and with its key, the document routes included. */
async function institutionReads(caller: Caller): Promise<Read[]> {
  const urls = [
    '/api/leads-for-banks',
    '/api/leads-for-banks?municipio=Humacao',
    '/api/leads-for-banks?status=accepted',
    '/api/leads-for-banks/summary',
    '/api/leads-for-banks/export.csv',
    `/api/lead/${leadId}`,
    `/api/lead/${otherLead}`,
    '/api/lead-connection-requests',
    '/api/institution/payments',
    '/api/institution/conversations',
    '/api/institution/notices',
    '/api/events?once=1&lastEventId=0',
    ...documentUrls(leadId),
  ];
  const reads: Read[] = [];
  for (const url of urls) {
    const response = await as(caller).get(url);
    reads.push({ url, status: response.statusCode, body: response.body });
  }
  const api = withKey(app, apiKeys.get(caller)!);
  for (const url of [
    apiPaths.v1.leads,
    apiPaths.v1.lead(leadId),
    apiPaths.v1.connectionRequests,
    apiPaths.v1.contacts,
    ...v1DocumentUrls(leadId),
  ]) {
    const response = await api.get(url);
    reads.push({ url: `v1 ${url}`, status: response.statusCode, body: response.body });
  }
  return reads;
}

/** The reads whose body carries any of these strings. */
const carrying = (reads: Read[], strings: string[]) =>
  reads.filter(({ body }) => strings.some((s) => body.includes(s))).map(({ url }) => url);

/** Every read but the document routes, the notices and the event stream (which may tell the bank a share arrived):
 * none says anything about documents, so none can count them. */
const otherReadsMentioningDocuments = (reads: Read[]) =>
  reads
    .filter(({ url }) => !/documents|notices|events/.test(url))
    .filter(({ body }) => /document/i.test(body))
    .map(({ url }) => url);

const isDocumentRoute = (url: string) => url.includes('/documents');
const statusesOf = (reads: Read[]) => [...new Set(reads.filter(({ url }) => isDocumentRoute(url)).map(({ status }) => status))];
const listOf = async (caller: Caller, lead = leadId) => {
  const response = await as(caller).get(apiPaths.leadDocuments(lead));
  return { status: response.statusCode, ids: response.statusCode === 200 ? (response.json() as LeadDocument[]).map((d) => d.id) : [] };
};
const fileStatus = async (caller: Caller, documentId: string, lead = leadId) => {
  const portal = (await as(caller).get(apiPaths.leadDocumentFile(lead, documentId))).statusCode;
  const api = (await withKey(app, apiKeys.get(caller)!).get(apiPaths.v1.leadDocumentFile(lead, documentId))).statusCode;
  return [portal, api];
};

describe('before the buyer accepts anyone', () => {
  it('no institution reads a document, a name, a count or the contact data; every document route is a 404', async () => {
    for (const caller of callers) {
      const reads = await institutionReads(caller);
      expect(carrying(reads, [...contactStrings, ...Object.values(names)])).toEqual([]);
      expect(otherReadsMentioningDocuments(reads)).toEqual([]);
      expect(statusesOf(reads)).toEqual([404]);
    }
  });

  it('nor after a paid request the buyer has not answered', async () => {
    await payRequest(app, bank, leadId);
    await payRequest(app, rival, leadId);
    const reads = await institutionReads(bank);
    expect(carrying(reads, [...contactStrings, ...Object.values(names)])).toEqual([]);
    expect(statusesOf(reads)).toEqual([404]);
  });
});

let bankRequestId = '';

describe('after the buyer accepts, before any share', () => {
  it('the accepted institutions see an empty list and no name; the others a 404', async () => {
    bankRequestId = await answerRequest(app, buyer, 'Banco Papeles', 'accepted');
    await answerRequest(app, buyer, 'Banco Aceptado Sin Papeles', 'accepted');
    for (const caller of callers) {
      const reads = await institutionReads(caller);
      expect(carrying(reads, [...contactStrings, ...Object.values(names)])).toEqual([]);
      expect(otherReadsMentioningDocuments(reads)).toEqual([]);
    }
    expect(await listOf(bank)).toEqual({ status: 200, ids: [] });
    expect(await listOf(rival)).toEqual({ status: 200, ids: [] });
    expect((await listOf(third)).status).toBe(404);
    for (const id of documentIds) expect(await fileStatus(bank, id)).toEqual([404, 404]);
  });
});

describe('while a document is shared', () => {
  let shareId = '';

  it('the institution it was shared with reads that one only: no other document, name, count or contact data', async () => {
    shareId = (await shareDocuments(app, buyer, bank.institution.id, [sharedDoc]))[0]!;
    // The other buyer shares too, with the same bank, on the other lead.
    await payRequest(app, bank, otherLead);
    await answerRequest(app, otherBuyer, 'Banco Papeles', 'accepted');
    await shareDocuments(app, otherBuyer, bank.institution.id, [otherDoc]);

    const reads = await institutionReads(bank);
    expect(carrying(reads, contactStrings)).toEqual([]);
    expect(carrying(reads, [names.hidden, names.otherBuyers, otherDoc, hiddenDoc])).toEqual([]);
    expect(otherReadsMentioningDocuments(reads)).toEqual([]);
    const lists = reads.filter(({ url }) => url.endsWith(`${leadId}/documents`));
    expect(lists).toHaveLength(2);
    for (const list of lists) {
      expect((JSON.parse(list.body) as LeadDocument[]).map((document) => [document.id, document.fileName])).toEqual([
        [sharedDoc, names.shared],
      ]);
    }
    expect(await fileStatus(bank, sharedDoc)).toEqual([200, 200]);
    expect(await fileStatus(bank, hiddenDoc)).toEqual([404, 404]);
    // Another buyer's document is read on its own lead only, and this one never under the other lead.
    expect(await fileStatus(bank, otherDoc)).toEqual([404, 404]);
    expect(await fileStatus(bank, sharedDoc, otherLead)).toEqual([404, 404]);
    expect(await listOf(bank, otherLead)).toEqual({ status: 200, ids: [otherDoc] });
  });

  it('no other institution learns of it, accepted or not', async () => {
    for (const caller of [rival, third]) {
      const reads = await institutionReads(caller);
      expect(carrying(reads, [...contactStrings, ...Object.values(names), ...documentIds])).toEqual([]);
      expect(otherReadsMentioningDocuments(reads)).toEqual([]);
      expect(await fileStatus(caller, sharedDoc)).toEqual([404, 404]);
    }
    expect(await listOf(rival)).toEqual({ status: 200, ids: [] });
    expect((await listOf(third)).status).toBe(404);
  });

  it('ends when the buyer ends the share: an empty list and a 404', async () => {
    expect((await as(buyer).delete(apiPaths.documentShare(shareId))).statusCode).toBe(204);
    expect(await listOf(bank)).toEqual({ status: 200, ids: [] });
    expect(await fileStatus(bank, sharedDoc)).toEqual([404, 404]);
    expect(carrying(await institutionReads(bank), Object.values(names))).toEqual([]);
  });

  it('ends when the buyer revokes consent: every document route is a 404', async () => {
    await shareDocuments(app, buyer, bank.institution.id, [sharedDoc]);
    expect(await fileStatus(bank, sharedDoc)).toEqual([200, 200]);
    const revoked = await as(buyer).post(apiPaths.revokeConsent(bankRequestId), {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    const reads = await institutionReads(bank);
    expect(statusesOf(reads)).toEqual([404]);
    expect(carrying(reads, [...contactStrings, ...Object.values(names)])).toEqual([]);
  });

  it('ends when the buyer deletes the document, and when the buyer deletes the account', async () => {
    expect(await fileStatus(bank, otherDoc, otherLead)).toEqual([200, 200]);
    expect((await as(otherBuyer).delete(apiPaths.myDocument(otherDoc))).statusCode).toBe(204);
    expect(await listOf(bank, otherLead)).toEqual({ status: 200, ids: [] });
    expect(await fileStatus(bank, otherDoc, otherLead)).toEqual([404, 404]);

    const last = await upload(otherBuyer, `Ultimo-${tag}.pdf`);
    await shareDocuments(app, otherBuyer, bank.institution.id, [last]);
    expect(await fileStatus(bank, last, otherLead)).toEqual([200, 200]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: apiPaths.myData,
      headers: { cookie: otherBuyer.cookie },
      payload: { password: 'contraseña-segura' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await listOf(bank, otherLead)).status).toBe(404);
    expect(await fileStatus(bank, last, otherLead)).toEqual([404, 404]);
  });
});
