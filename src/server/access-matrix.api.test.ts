// Walks every registered route for every kind of caller. A new route must be added to `expectations`,
// so no route ships without someone deciding who may call it.
import { describe, expect, it } from 'vitest';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../test/app';
import { contactOneBank, qualifyingAnswers, sampleCalculation, samplePrequalification } from '../test/journey';
import type { Access } from './http/access';

const built = await setupTestApp();
const { app, routes } = built;

const callers = {
  anonymous: { cookie: undefined as string | undefined },
  buyer: await signUpBuyer(app, 'Compradora Uno'),
  otherBuyer: await signUpBuyer(app, 'Comprador Dos'),
  institution: await createStaff(built, 'Banco Matriz Uno'),
  otherInstitution: await createStaff(built, 'Banco Matriz Dos'),
  admin: await createAdmin(built),
};
type Caller = keyof typeof callers;

// A bank-contact row that belongs to `buyer`: nobody else may move it.
const buyerBankRowId = await contactOneBank(app, callers.buyer.cookie);
const unknownId = '00000000-0000-4000-8000-000000000000';

interface Expectation {
  /** A concrete URL to call for a pattern with parameters or a wildcard. */
  sample?: string;
  payload?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Per-caller statuses beyond what the access level implies (e.g. 404 for someone else's resource). */
  statuses?: Partial<Record<Caller, number>>;
}

const everyone = (status: number) => Object.fromEntries(Object.keys(callers).map((caller) => [caller, status])) as Record<Caller, number>;

const expectations: Record<string, Expectation> = {
  'GET /healthz': {},
  'GET /api/public-config': {},
  'GET /api/auth/user': {},
  'GET /api/login': { statuses: everyone(302) },
  // Sent as if from another site, so walking the matrix does not sign the callers out.
  'GET /api/logout': { headers: { 'sec-fetch-site': 'cross-site' }, statuses: everyone(302) },
  'GET /api/auth/*': { sample: '/api/auth/get-session' },
  'POST /api/auth/*': { sample: '/api/auth/sign-in/email', payload: { email: 'nadie@example.com', password: 'no-es-la-clave' }, statuses: everyone(401) },
  'POST /api/institution/login': { payload: { email: 'nadie@example.com', password: 'x', institutionName: 'y' }, statuses: everyone(401) },
  'GET /api/institutions': {},
  'GET /api/progress': {},
  'POST /api/progress': { payload: { preQualificationCompleted: true } },
  'POST /api/eligibility': { payload: qualifyingAnswers },
  'GET /api/eligibility/recent': {},
  'POST /api/calculator': { payload: sampleCalculation },
  'GET /api/calculator/stats': {},
  'GET /api/calculator/letter.pdf': {},
  'POST /api/bank-outreach': { payload: { ...samplePrequalification, selectedBanks: [unknownId] }, statuses: { buyer: 400, otherBuyer: 400 } },
  'GET /api/bank-contact-progress': {},
  'PATCH /api/bank-contact-progress/:id': {
    sample: `/api/bank-contact-progress/${buyerBankRowId}`,
    payload: { connectionStatus: 'accepted' },
    statuses: { buyer: 200, otherBuyer: 404 },
  },
};

/** What the declared access level implies for each caller: 401 signed out, 403 wrong role, otherwise allowed. */
function impliedStatus(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (access === 'signedIn') return 'allowed';
  const role = caller === 'otherBuyer' ? 'buyer' : caller === 'otherInstitution' ? 'institution' : caller;
  return role === access ? 'allowed' : 403;
}

describe('access matrix', () => {
  it('has an expectation for every registered route, and no stale ones', () => {
    const registered = routes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(expectations).sort());
  });

  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    describe(key, () => {
      for (const caller of Object.keys(callers) as Caller[]) {
        it(`${caller}`, async () => {
          const expectation = expectations[key] ?? {};
          const response = await app.inject({
            method: route.method as 'GET' | 'POST',
            url: expectation.sample ?? route.url,
            headers: { ...expectation.headers, ...(callers[caller].cookie ? { cookie: callers[caller].cookie } : {}) },
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
