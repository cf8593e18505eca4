// Walks every registered route for every kind of caller. A new route must be added to `expectations`,
// so no route ships without someone deciding who may call it.
import { describe, expect, it } from 'vitest';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../test/app';
import { leadPayload } from '../test/marketplace';
import { listingInput } from '../test/listings';
import { bearer, createApiKey } from '../test/api-keys';
import { contactOneBank, qualifyingAnswers, sampleCalculation, samplePrequalification } from '../test/journey';
import type { Access } from './http/access';
import { defaultAssistanceParameters, defaultProgrammeParameters } from '../shared/programme';
import { puertoRicoDate } from '../shared/time-zone';

// The matrix makes more calls than one client's per-minute API limit allows; rate limits have their own test.
const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, routes, anonymous } = built;

const callers = {
  anonymous: { cookie: undefined as string | undefined },
  buyer: await signUpBuyer(app, 'Compradora Uno'),
  otherBuyer: await signUpBuyer(app, 'Comprador Dos'),
  institution: await createStaff(built, 'Banco Matriz Uno'),
  otherInstitution: await createStaff(built, 'Banco Matriz Dos'),
  admin: await createAdmin(built),
  // Password-only sessions of staff and an operator: nothing but "who am I" until a second factor (decision 0122).
  institutionBeforeSecondFactor: await createStaff(built, 'Banco Matriz Tres', { enrol: false }),
  adminBeforeSecondFactor: await createAdmin(built, { enrol: false }),
  // An integration: the institution's API key and no cookie (the versioned API's only caller).
  apiKeyHolder: { cookie: undefined as string | undefined },
};
type Caller = keyof typeof callers;
const apiKeyHolderHeaders = bearer((await createApiKey(app, callers.institution, 'Matriz')).key);
const anInstitutionId = ((await anonymous.get('/api/institutions')).json() as Array<{ id: string }>)[0]!.id;

// A bank-contact row that belongs to `buyer`: nobody else may move it.
const buyerBankRowId = await contactOneBank(app, callers.buyer);
const unknownId = '00000000-0000-4000-8000-000000000000';

interface Expectation {
  /** A concrete URL to call for a pattern with parameters or a wildcard. */
  sample?: string;
  payload?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Per-caller statuses beyond what the access level implies (e.g. 404 for someone else's resource). */
  statuses?: Partial<Record<Caller, number>>;
}

const missingId = '00000000-0000-4000-8000-000000000000';
/** A well-formed id that names nothing: the roles allowed in get 404, never someone else's row. */
const notFoundFor = (...roles: Caller[]) => Object.fromEntries(roles.map((role) => [role, 404])) as Partial<Record<Caller, number>>;
const institutions404 = notFoundFor('institution', 'otherInstitution');

const everyone = (status: number) => Object.fromEntries(Object.keys(callers).map((caller) => [caller, status])) as Record<Caller, number>;

const expectations: Record<string, Expectation> = {
  'GET /healthz': {},
  // Loopback here (inject's default address); metrics.api.test.ts shows other addresses need METRICS_TOKEN.
  'GET /metrics': {},
  'GET /api/public-config': {},
  'GET /api/auth/user': { statuses: { institutionBeforeSecondFactor: 200, adminBeforeSecondFactor: 200 } },
  'GET /api/login': { statuses: everyone(302) },
  // Sent as if from another site, so walking the matrix does not sign the callers out.
  'GET /api/logout': { headers: { 'sec-fetch-site': 'cross-site' }, statuses: everyone(302) },
  'GET /api/auth/*': { sample: '/api/auth/get-session' },
  'POST /api/auth/*': {
    sample: '/api/auth/sign-in/email',
    payload: { email: 'nadie@example.com', password: 'no-es-la-clave' },
    statuses: everyone(401),
  },
  'POST /api/institution/login': { payload: { email: 'nadie@example.com', password: 'x', institutionName: 'y' }, statuses: everyone(401) },
  'GET /api/institutions': {},
  'GET /api/progress': {},
  'POST /api/progress': { payload: {} },
  'GET /api/user/lead-variant': {},
  'POST /api/leads': { payload: leadPayload() },
  'GET /api/user/leads': {},
  // The link from the lead's e-mail: anyone may follow it; an unknown one lands on the dashboard's error.
  'GET /api/leads/:id/confirm-email': { sample: `/api/leads/${missingId}/confirm-email?token=x`, statuses: everyone(302) },
  'POST /api/leads/:id/confirm-email/resend': {
    sample: `/api/leads/${missingId}/confirm-email/resend`,
    statuses: notFoundFor('buyer', 'otherBuyer'),
  },
  'GET /api/user/connection-requests': {},
  'POST /api/connection-requests/:requestId/respond': {
    sample: `/api/connection-requests/${missingId}/respond`,
    payload: { response: 'accepted' },
    statuses: notFoundFor('buyer', 'otherBuyer'),
  },
  'POST /api/connection-requests/:requestId/revoke': {
    sample: `/api/connection-requests/${missingId}/revoke`,
    statuses: notFoundFor('buyer', 'otherBuyer'),
  },
  // A buyer without a lead gets 409 for the PUTs; with one, 200: either way only buyers get in.
  'GET /api/me/lead-controls': {},
  'PUT /api/me/lead-pause': { payload: { paused: false } },
  'PUT /api/me/request-limit': { payload: { requestLimit: null } },
  'PUT /api/me/contact-preferences': { payload: { channels: ['app'], callFromHour: 9, callToHour: 21 } },
  'GET /api/me/export': {},
  // A wrong password: refused before anything is deleted, so the walk leaves the buyers in place.
  'DELETE /api/me': { payload: { password: 'no-es-la-clave' }, statuses: { buyer: 400, otherBuyer: 400 } },
  'GET /api/user/contact-holders': {},
  'GET /api/user/notices': {},
  'POST /api/user/notices/read': {},
  'GET /api/conversations': {},
  'GET /api/conversations/:id/messages': {
    sample: `/api/conversations/${missingId}/messages`,
    statuses: notFoundFor('buyer', 'otherBuyer'),
  },
  'POST /api/conversations/:id/messages': {
    sample: `/api/conversations/${missingId}/messages`,
    payload: { content: 'Hola' },
    statuses: notFoundFor('buyer', 'otherBuyer'),
  },
  'POST /api/conversations/:id/read': { sample: `/api/conversations/${missingId}/read`, statuses: notFoundFor('buyer', 'otherBuyer') },
  'POST /api/conversations/:id/close': { sample: `/api/conversations/${missingId}/close`, statuses: notFoundFor('buyer', 'otherBuyer') },
  'GET /api/institution/conversations': {},
  'GET /api/institution/conversations/:id/messages': {
    sample: `/api/institution/conversations/${missingId}/messages`,
    statuses: institutions404,
  },
  'POST /api/institution/conversations/:id/messages': {
    sample: `/api/institution/conversations/${missingId}/messages`,
    payload: { content: 'Hola' },
    statuses: institutions404,
  },
  'POST /api/institution/conversations/:id/read': { sample: `/api/institution/conversations/${missingId}/read`, statuses: institutions404 },
  'POST /api/institution/conversations/:id/close': {
    sample: `/api/institution/conversations/${missingId}/close`,
    statuses: institutions404,
  },
  'GET /api/messages/unread-count': {},
  // `once` replays and ends the stream, so walking the matrix does not hang on it.
  'GET /api/events': { sample: '/api/events?once=1' },
  'GET /api/leads-for-banks': {},
  'GET /api/leads-for-banks/summary': {},
  'GET /api/leads-for-banks/export.csv': {},
  'GET /api/lead/:leadId': { sample: `/api/lead/${missingId}`, statuses: institutions404 },
  'GET /api/lead/:leadId/consent-certificate': {
    sample: `/api/lead/${missingId}/consent-certificate?format=json`,
    statuses: institutions404,
  },
  'GET /api/lead/:leadId/contact-attempts': { sample: `/api/lead/${missingId}/contact-attempts`, statuses: institutions404 },
  'POST /api/lead/:leadId/contact-attempts': {
    sample: `/api/lead/${missingId}/contact-attempts`,
    payload: { attemptedAt: new Date().toISOString(), channel: 'phone', outcome: 'reached' },
    statuses: institutions404,
  },
  // The lead's shared documents (docs/product/documents.md#the-institution): a lead without the buyer's consent is a 404.
  'GET /api/lead/:leadId/documents': { sample: `/api/lead/${missingId}/documents`, statuses: institutions404 },
  'GET /api/lead/:leadId/documents/:docId/file': {
    sample: `/api/lead/${missingId}/documents/${missingId}/file`,
    statuses: institutions404,
  },
  'POST /api/lead/:leadId/documents/:docId/review': {
    sample: `/api/lead/${missingId}/documents/${missingId}/review`,
    payload: { decision: 'accepted' },
    statuses: institutions404,
  },
  'GET /api/institution/notices': {},
  'POST /api/institution/notices/read': {},
  'GET /api/lead-connection-requests': { sample: '/api/lead-connection-requests?bankEmail=otro@banco.example.com' },
  'POST /api/lead-connection-requests': { payload: { leadId: missingId }, statuses: institutions404 },
  'POST /api/pay/request/:leadId': { sample: `/api/pay/request/${missingId}`, statuses: institutions404 },
  'POST /api/request-connection/:connectionRequestId': { sample: `/api/request-connection/${missingId}`, statuses: institutions404 },
  'POST /api/pay/unlock/:leadId': { sample: `/api/pay/unlock/${missingId}`, statuses: institutions404 },
  'POST /api/simulate-payment-success': { payload: { sessionId: 'sim_nada' }, statuses: institutions404 },
  'GET /api/payments/:sessionId': { sample: '/api/payments/sim_nada', statuses: institutions404 },
  'POST /api/payments/:sessionId/cancel': { sample: '/api/payments/sim_nada/cancel', statuses: institutions404 },
  // Stripe is not configured in this app, so its webhook does not exist for anyone.
  'POST /api/payments/stripe/webhook': { statuses: everyone(404) },
  'GET /api/programme': {},
  'GET /api/admin/programme': {},
  // Publishes the same figures again, in force from today in Puerto Rico.
  'PUT /api/admin/programme': {
    payload: {
      parameters: defaultProgrammeParameters,
      effectiveFrom: puertoRicoDate(new Date()),
      sourceUrl: 'https://www.vivienda.pr.gov/',
      note: 'Matriz',
    },
  },
  // Both programmes (docs/product/programme.md#two-programmes): each kind publishes its own first figures again.
  'GET /api/programmes': {},
  'GET /api/admin/programmes': {},
  'PUT /api/admin/programmes/loan': {
    payload: {
      parameters: defaultProgrammeParameters,
      effectiveFrom: puertoRicoDate(new Date()),
      sourceUrl: 'https://www.vivienda.pr.gov/',
      note: 'Matriz',
    },
  },
  'PUT /api/admin/programmes/assistance': {
    payload: {
      parameters: defaultAssistanceParameters,
      effectiveFrom: puertoRicoDate(new Date()),
      sourceUrl: 'https://www.vivienda.pr.gov/',
      note: 'Matriz',
    },
  },
  'GET /api/admin/prices': {},
  'PUT /api/admin/prices': { payload: { connectionRequestCents: 500, unlockCents: 4500 } },
  'GET /api/admin/payments': {},
  'GET /api/admin/payments/export.csv': {},
  'POST /api/admin/payments/:paymentId/refund': { sample: `/api/admin/payments/${missingId}/refund`, statuses: notFoundFor('admin') },
  'GET /api/institution/payments': {},
  // Webhooks (docs/product/lender-integrations.md#webhooks): staff only; another institution's endpoint is not found.
  'GET /api/institution/webhooks': {},
  'POST /api/institution/webhooks': {
    payload: { url: 'http://127.0.0.1:9/matriz', events: ['lead.unlocked'] },
    statuses: { institution: 201, otherInstitution: 201 },
  },
  'DELETE /api/institution/webhooks/:webhookId': { sample: `/api/institution/webhooks/${missingId}`, statuses: institutions404 },
  'GET /api/institution/webhooks/:webhookId/deliveries': {
    sample: `/api/institution/webhooks/${missingId}/deliveries?page=1`,
    statuses: institutions404,
  },
  'POST /api/institution/webhooks/:webhookId/test': { sample: `/api/institution/webhooks/${missingId}/test`, statuses: institutions404 },
  'POST /api/institution/webhooks/:webhookId/deliveries/:deliveryId/resend': {
    sample: `/api/institution/webhooks/${missingId}/deliveries/${missingId}/resend`,
    statuses: institutions404,
  },
  'GET /api/properties': {},
  'GET /api/properties/:id': { sample: '/api/properties/prop-1' },
  // The sample homes are the programme's: "Me interesa" applies to institutions' listings only (409).
  'POST /api/properties/:id/interest': { sample: '/api/properties/prop-1/interest', statuses: { buyer: 409, otherBuyer: 409 } },
  // Listings (docs/product/listings.md#who-publishes): staff their institution's, the operator every one; a listing
  // that is not theirs (here none at all) is a 404. Each publisher's POST writes a draft.
  'GET /api/institution/listings': {},
  'POST /api/institution/listings': { payload: listingInput(), statuses: { institution: 201, otherInstitution: 201 } },
  'GET /api/institution/listings/:id': { sample: `/api/institution/listings/${missingId}`, statuses: institutions404 },
  'PATCH /api/institution/listings/:id': {
    sample: `/api/institution/listings/${missingId}`,
    payload: { title: 'Casa de la matriz' },
    statuses: institutions404,
  },
  'GET /api/admin/listings': {},
  'POST /api/admin/listings': { payload: listingInput(), statuses: { admin: 201 } },
  'GET /api/admin/listings/:id': { sample: `/api/admin/listings/${missingId}`, statuses: notFoundFor('admin') },
  'PATCH /api/admin/listings/:id': {
    sample: `/api/admin/listings/${missingId}`,
    payload: { title: 'Casa de la matriz' },
    statuses: notFoundFor('admin'),
  },
  // Listing photos and the CSV import (their own tests hold the details); a photo of nothing is found by nobody.
  // The matrix sends JSON, not multipart: those allowed in are told so (415) before anything is looked up.
  'POST /api/institution/listings/:id/photos': {
    sample: `/api/institution/listings/${missingId}/photos`,
    statuses: { institution: 415, otherInstitution: 415 },
  },
  'DELETE /api/institution/listings/:id/photos/:photoId': {
    sample: `/api/institution/listings/${missingId}/photos/${missingId}`,
    statuses: institutions404,
  },
  'PATCH /api/institution/listings/:id/photos/:photoId': {
    sample: `/api/institution/listings/${missingId}/photos/${missingId}`,
    payload: { position: 0 },
    statuses: institutions404,
  },
  'POST /api/admin/listings/:id/photos': { sample: `/api/admin/listings/${missingId}/photos`, statuses: { admin: 415 } },
  'DELETE /api/admin/listings/:id/photos/:photoId': {
    sample: `/api/admin/listings/${missingId}/photos/${missingId}`,
    statuses: notFoundFor('admin'),
  },
  'PATCH /api/admin/listings/:id/photos/:photoId': {
    sample: `/api/admin/listings/${missingId}/photos/${missingId}`,
    payload: { position: 0 },
    statuses: notFoundFor('admin'),
  },
  'GET /media/listings/:photoId/:file': { sample: `/media/listings/${missingId}/480.webp`, statuses: everyone(404) },
  'GET /api/admin/listings/import-template.csv': { statuses: { admin: 200 } },
  // A file with only part of the header is not a listings CSV: a Spanish 400 naming the missing columns.
  'POST /api/admin/listings/import': { payload: { csv: 'titulo\n', dryRun: true }, statuses: { admin: 400 } },
  'POST /api/plan/merge': { payload: { savedPropertyIds: ['prop-1'], selectedHousingOption: null } },
  'POST /api/plan/properties': { payload: { propertyId: 'prop-2' } },
  'PUT /api/plan/housing-option': { payload: { housingOption: 'existing' } },
  'POST /api/documents': {
    payload: { employmentType: 'employed', housingType: 'existing', maritalStatus: 'single', hasDependents: false },
  },
  'POST /api/contact': {
    payload: {
      name: 'Compradora',
      email: 'compradora@example.com',
      phone: '787-555-0123',
      institutionId: anInstitutionId,
      message: 'Hola',
    },
  },
  'POST /api/guide/complete': {},
  'POST /api/eligibility': { payload: qualifyingAnswers },
  'GET /api/eligibility/recent': {},
  'POST /api/calculator': { payload: sampleCalculation },
  'GET /api/calculator/stats': {},
  'GET /api/calculator/letter.pdf': {},
  // Each buyer's own latest calculation (both have one once the matrix has walked POST /api/calculator; before it, a
  // 404): calculator.api.test.ts shows one buyer never reaches another's.
  'GET /api/calculator/amortization': {},
  'GET /api/calculator/amortization.csv': {},
  'POST /api/bank-outreach': {
    payload: { ...samplePrequalification, selectedBanks: [unknownId] },
    statuses: { buyer: 400, otherBuyer: 400 },
  },
  'GET /api/bank-contact-progress': {},
  'PATCH /api/bank-contact-progress/:id': {
    sample: `/api/bank-contact-progress/${buyerBankRowId}`,
    payload: { connectionStatus: 'accepted' },
    statuses: { buyer: 200, otherBuyer: 404 },
  },
  // Development mailbox (decision 0041): exists only outside production without SMTP, as in this test app.
  'GET /api/dev/mailbox': {},
  'POST /api/leads/dialog-shown': {},
  // The operator's console (docs/product/screens.md#operator-console): admin only; a well-formed id that names nothing is a 404 for the operator.
  'GET /api/admin/institutions': { sample: '/api/admin/institutions?q=banco&active=true&page=1' },
  'GET /api/admin/institution-options': {},
  'POST /api/admin/institutions': {
    payload: {
      name: 'Cooperativa de la Matriz',
      kind: 'cooperative',
      contactMethod: 'phone',
      email: '',
      phone: '(787) 555-0199',
      website: '',
      description: '',
      staff: { name: 'Oficial Matriz', email: 'oficial.matriz@coop.example.com', password: 'Clave-segura-2026' },
    },
    statuses: { admin: 201 },
  },
  'GET /api/admin/institutions/:institutionId': { sample: `/api/admin/institutions/${missingId}`, statuses: notFoundFor('admin') },
  'PATCH /api/admin/institutions/:institutionId': {
    sample: `/api/admin/institutions/${missingId}`,
    payload: { phone: '', website: '', description: '' },
    statuses: notFoundFor('admin'),
  },
  'PUT /api/admin/institutions/:institutionId/active': {
    sample: `/api/admin/institutions/${missingId}/active`,
    payload: { active: false },
    statuses: notFoundFor('admin'),
  },
  'POST /api/admin/institutions/:institutionId/staff': {
    sample: `/api/admin/institutions/${missingId}/staff`,
    payload: { name: 'Oficial Nueva', email: 'oficial.nueva@coop.example.com', password: 'Clave-segura-2026' },
    statuses: notFoundFor('admin'),
  },
  'PUT /api/admin/staff/:userId/active': {
    sample: `/api/admin/staff/${missingId}/active`,
    payload: { active: false },
    statuses: notFoundFor('admin'),
  },
  'GET /api/admin/incidents': {},
  'POST /api/admin/incidents': { payload: { title: 'Matriz', startedAt: '2026-01-01T00:00:00Z' }, statuses: { admin: 201 } },
  'GET /api/admin/incidents/:id': { sample: `/api/admin/incidents/${missingId}`, statuses: notFoundFor('admin') },
  'GET /api/admin/incidents/:id/exposure': { sample: `/api/admin/incidents/${missingId}/exposure`, statuses: notFoundFor('admin') },
  'GET /api/admin/incidents/:id/exposure.csv': {
    sample: `/api/admin/incidents/${missingId}/exposure.csv`,
    statuses: notFoundFor('admin'),
  },
  'POST /api/admin/incidents/:id/notices': {
    sample: `/api/admin/incidents/${missingId}/notices`,
    payload: { text: 'Un aviso de prueba con más de veinte caracteres.' },
    statuses: notFoundFor('admin'),
  },
  'POST /api/admin/staff/:userId/two-factor/reset': {
    sample: `/api/admin/staff/${missingId}/two-factor/reset`,
    statuses: notFoundFor('admin'),
  },
  'PUT /api/admin/staff/:userId/password': {
    sample: `/api/admin/staff/${missingId}/password`,
    payload: { password: 'Clave-segura-2026' },
    statuses: notFoundFor('admin'),
  },
  'GET /api/admin/leads/stats': {},
  'GET /api/admin/documents/stats': {},
  'GET /api/admin/leads/stats.csv': {},
  'GET /api/admin/consent-records/:code': { sample: '/api/admin/consent-records/ZZZZ-ZZZZ-ZZZZ', statuses: notFoundFor('admin') },
  'GET /api/admin/revocations': { sample: '/api/admin/revocations?page=1' },
  'GET /api/admin/institutions/:institutionId/consent-record.csv': {
    sample: `/api/admin/institutions/${missingId}/consent-record.csv`,
    statuses: notFoundFor('admin'),
  },
  'GET /api/admin/audit': { sample: `/api/admin/audit?endpoint=lead&from=2026-01-01&to=2026-12-31` },
  // The security log and its alerts (docs/product/api.md#security-log-and-alerts).
  'GET /api/admin/security-events': { sample: '/api/admin/security-events?type=sign_in&from=2026-01-01&to=2026-12-31' },
  'GET /api/admin/security-events.csv': { sample: '/api/admin/security-events.csv?type=export' },
  'GET /api/admin/alerts': {},
  'POST /api/admin/alerts/:id/acknowledge': { sample: `/api/admin/alerts/${missingId}/acknowledge`, statuses: notFoundFor('admin') },
  // Lead returns (docs/product/lender-integrations.md#lead-returns).
  'GET /api/institution/lead-returns': {},
  'POST /api/institution/lead-returns': { payload: { leadId: missingId, reason: 'phone_disconnected' }, statuses: institutions404 },
  'GET /api/admin/lead-returns': { sample: '/api/admin/lead-returns?page=1' },
  'POST /api/admin/lead-returns/:id/decision': {
    sample: `/api/admin/lead-returns/${missingId}/decision`,
    payload: { decision: 'refuse' },
    statuses: notFoundFor('admin'),
  },
  'GET /api/me/contact-check': {},
  'POST /api/me/contact-check': {},
  // The buyer's documents (docs/product/documents.md): a JSON body is not the upload's form (415); 'No aplica' is a 409
  // before any checklist and a 200 after one (the walk may have made one); ids that name nothing are 404 for buyers.
  'POST /api/me/documents': { statuses: { buyer: 415, otherBuyer: 415 } },
  'GET /api/me/documents': {},
  'GET /api/me/documents.zip': {},
  'GET /api/me/documents/:id/file': { sample: `/api/me/documents/${missingId}/file`, statuses: notFoundFor('buyer', 'otherBuyer') },
  'DELETE /api/me/documents/:id': { sample: `/api/me/documents/${missingId}`, statuses: notFoundFor('buyer', 'otherBuyer') },
  'PUT /api/me/documents/:item/not-applicable': {
    sample: '/api/me/documents/tarjeta-de-seguro-social/not-applicable',
    payload: { notApplicable: true },
  },
  'POST /api/me/document-shares': {
    payload: { institutionId: missingId, documentIds: [missingId] },
    statuses: notFoundFor('buyer', 'otherBuyer'),
  },
  'DELETE /api/me/document-shares/:id': { sample: `/api/me/document-shares/${missingId}`, statuses: notFoundFor('buyer', 'otherBuyer') },
  'PATCH /api/me/document-shares/:id': {
    sample: `/api/me/document-shares/${missingId}`,
    payload: { days: 10 },
    statuses: notFoundFor('buyer', 'otherBuyer'),
  },
  // API keys and the versioned API (docs/product/lender-integrations.md#api-keys-and-the-versioned-api).
  'POST /api/institution/api-keys': { payload: { name: 'Matriz' }, statuses: { institution: 201, otherInstitution: 201 } },
  'GET /api/institution/api-keys': {},
  'DELETE /api/institution/api-keys/:id': { sample: `/api/institution/api-keys/${missingId}`, statuses: institutions404 },
  // Saved searches (docs/product/lender-integrations.md#saved-searches-and-digests).
  'GET /api/institution/saved-searches': {},
  'POST /api/institution/saved-searches': {
    payload: { name: 'Matriz', filters: { municipio: 'Caguas' }, digest: 'daily' },
    statuses: { institution: 201, otherInstitution: 201 },
  },
  'PATCH /api/institution/saved-searches/:id': {
    sample: `/api/institution/saved-searches/${missingId}`,
    payload: { digest: 'weekly' },
    statuses: institutions404,
  },
  'DELETE /api/institution/saved-searches/:id': { sample: `/api/institution/saved-searches/${missingId}`, statuses: institutions404 },
  'GET /api/v1/leads': {},
  'GET /api/v1/leads/:id': { sample: `/api/v1/leads/${missingId}`, statuses: { apiKeyHolder: 404 } },
  'GET /api/v1/leads/:id/documents': { sample: `/api/v1/leads/${missingId}/documents`, statuses: { apiKeyHolder: 404 } },
  'GET /api/v1/leads/:id/documents/:docId/file': {
    sample: `/api/v1/leads/${missingId}/documents/${missingId}/file`,
    statuses: { apiKeyHolder: 404 },
  },
  'GET /api/v1/connection-requests': {},
  'GET /api/v1/contacts': {},
  'GET /api/v1/openapi.json': {},
  'GET /api/v1/docs': {},
  'GET /api/v1/docs/:asset': { sample: '/api/v1/docs/reference.js' },
};

/** What the declared access level implies for each caller: 401 signed out, 403 wrong role, otherwise allowed. */
function impliedStatus(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  // A key opens the versioned API and nothing else; a cookie never opens it.
  if (access === 'apiKey' || caller === 'apiKeyHolder') return access === 'apiKey' && caller === 'apiKeyHolder' ? 'allowed' : 401;
  if (caller === 'anonymous') return 401;
  if (caller === 'institutionBeforeSecondFactor' || caller === 'adminBeforeSecondFactor') return 403;
  if (access === 'signedIn') return 'allowed';
  const role = caller === 'otherBuyer' ? 'buyer' : caller === 'otherInstitution' ? 'institution' : caller;
  return role === access ? 'allowed' : 403;
}

describe('access matrix', () => {
  it('has an expectation for every registered route, and no stale ones', () => {
    const registered = routes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(expectations).sort());
  });

  it('keeps every /api/admin route for the operator alone', () => {
    const adminRoutes = routes.filter((route) => route.url.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes.filter((route) => route.access !== 'admin')).toEqual([]);
  });

  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    describe(key, () => {
      for (const caller of Object.keys(callers) as Caller[]) {
        it(`${caller}`, async () => {
          const expectation = expectations[key] ?? {};
          const response = await app.inject({
            method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
            url: expectation.sample ?? route.url,
            headers: {
              ...expectation.headers,
              ...(callers[caller].cookie ? { cookie: callers[caller].cookie } : {}),
              ...(caller === 'apiKeyHolder' ? apiKeyHolderHeaders : {}),
            },
            ...(route.method === 'GET' ? {} : { payload: expectation.payload ?? {} }),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          const explicit = expectation.statuses?.[caller];
          const implied = impliedStatus(route.access, caller);
          if (explicit !== undefined) expect(response.statusCode).toBe(explicit);
          else if (implied === 'allowed') expect([401, 403]).not.toContain(response.statusCode);
          else expect(response.statusCode).toBe(implied);
        });
      }
    });
  }
});
