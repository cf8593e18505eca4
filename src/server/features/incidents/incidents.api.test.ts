// docs/incident-response.md: an incident's exposure is exactly the contact-access audit's reads through its door in
// its window; the notice goes once to each exposed buyer who still has an account.
import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import type { ExposedBuyer, Incident } from '../../../shared/schemas/incidents';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { submitLead, unlockLead } from '../../../test/marketplace';

const built = await setupTestApp();
const { app, as } = built;
const db = built.database.db;

const before = new Date(Date.now() - 60_000).toISOString();
const operator = await createAdmin(built);
const bankA = await createStaff(built, 'Banco Incidente A');
const bankB = await createStaff(built, 'Banco Incidente B');
const buyers = [await signUpBuyer(app, 'Ana Uno'), await signUpBuyer(app, 'Beto Dos'), await signUpBuyer(app, 'Carla Tres')];
const leadIds = [await submitLead(app, buyers[0]!), await submitLead(app, buyers[1]!), await submitLead(app, buyers[2]!)];
await unlockLead(app, bankA, buyers[0]!, leadIds[0]!);
await unlockLead(app, bankA, buyers[1]!, leadIds[1]!);
await unlockLead(app, bankB, buyers[2]!, leadIds[2]!);
await as(bankA).get(`${apiPaths.bankLeads}?status=unlocked`);
await as(bankB).get(`${apiPaths.bankLeads}?status=unlocked`);

const open = async (body: Record<string, unknown>) => as(operator).post(apiPaths.admin.incidents, body);
const countIncidents = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(schema.incidents))[0]!.n;

describe('an incident through one institution', () => {
  it('lists exactly the buyers whose contact data the audit shows that institution read in the window', async () => {
    const created = await open({ title: 'Acceso sospechoso del Banco A', startedAt: before, institutionId: bankA.institution.id });
    expect(created.statusCode).toBe(201);
    const incident = created.json() as Incident;
    const exposure = (await as(operator).get(apiPaths.admin.incidentExposure(incident.id))).json() as { buyers: ExposedBuyer[] };

    const audited = await db
      .selectDistinct({ leadId: schema.contactAccessAudit.leadId })
      .from(schema.contactAccessAudit)
      .where(
        and(eq(schema.contactAccessAudit.institutionId, bankA.institution.id), gte(schema.contactAccessAudit.servedAt, new Date(before))),
      );
    expect(exposure.buyers.map((buyer) => buyer.leadId).sort()).toEqual(audited.map((row) => row.leadId).sort());
    expect(exposure.buyers.map((buyer) => buyer.leadId).sort()).toEqual([leadIds[0], leadIds[1]].sort());
    expect(exposure.buyers.map((buyer) => buyer.accountEmail).sort()).toEqual([buyers[0]!.email, buyers[1]!.email].sort());
    expect(exposure.buyers.every((buyer) => buyer.institutions.join() === 'Banco Incidente A' && buyer.reads >= 1)).toBe(true);
    expect(incident.affectedBuyers).toBe(2);
  });

  it('gives the DACO clock (10 days, any resident) and the FTC clock (30 days, from 500 people) from the day it was opened', async () => {
    const incident = (await open({ title: 'Relojes', startedAt: before, institutionId: bankA.institution.id })).json() as Incident;
    const opened = new Date(incident.openedAt).getTime();
    expect(new Date(incident.deadlines.daco.due).getTime() - opened).toBe(10 * 86_400_000);
    expect(new Date(incident.deadlines.ftc.due).getTime() - opened).toBe(30 * 86_400_000);
    expect(incident.deadlines.daco.required).toBe(true);
    expect(incident.deadlines.ftc.required).toBe(false);
  });

  it('finds nobody in a window that ended before the reads, and nobody through another institution', async () => {
    const early = (
      await open({ title: 'Antes', startedAt: new Date(Date.now() - 3_600_000).toISOString(), endedAt: before })
    ).json() as Incident;
    expect(early.affectedBuyers).toBe(0);
    const other = (await open({ title: 'Banco B', startedAt: before, institutionId: bankB.institution.id })).json() as Incident;
    const exposure = (await as(operator).get(apiPaths.admin.incidentExposure(other.id))).json() as { buyers: ExposedBuyer[] };
    expect(exposure.buyers.map((buyer) => buyer.leadId)).toEqual([leadIds[2]]);
  });

  it('exports the exposure as a CSV that opens in Excel', async () => {
    const incident = (await open({ title: 'CSV', startedAt: before, institutionId: bankA.institution.id })).json() as Incident;
    const csv = await as(operator).get(apiPaths.admin.incidentExposureCsv(incident.id));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.startsWith('\uFEFF"Lead","Email de la cuenta"')).toBe(true);
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    expect(csv.body).toContain(buyers[0]!.email);
  });

  it('sends the approved notice once to each exposed buyer, and refuses a second sending', async () => {
    const incident = (await open({ title: 'Aviso', startedAt: before, institutionId: bankA.institution.id })).json() as Incident;
    const text = 'Detectamos un acceso indebido a tu nombre, email y teléfono. Te recomendamos estar atento a llamadas.';
    const sent = await as(operator).post(apiPaths.admin.incidentNotices(incident.id), { text });
    expect(sent.json()).toEqual({ sent: 2 });
    const mails = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.kind, 'incident-notice'));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([buyers[0]!.email, buyers[1]!.email].sort());
    expect(mails[0]!.textBody).toContain(text);
    const again = await as(operator).post(apiPaths.admin.incidentNotices(incident.id), { text });
    expect(again.statusCode).toBe(409);
    expect(await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.kind, 'incident-notice'))).toHaveLength(2);
    expect(((await as(operator).get(apiPaths.admin.incident(incident.id))).json() as Incident).noticeSentAt).not.toBeNull();
  });
});

describe('bad input', () => {
  it.each([
    [
      'an end before the start',
      { title: 'Mal', startedAt: before, endedAt: new Date(Date.now() - 3_600_000).toISOString() },
      'El inicio debe ser antes del final.',
    ],
    [
      'a start in the future',
      { title: 'Mal', startedAt: new Date(Date.now() + 3_600_000).toISOString() },
      'La fecha no puede estar en el futuro.',
    ],
    [
      'an unknown institution',
      { title: 'Mal', startedAt: before, institutionId: '00000000-0000-4000-8000-000000000000' },
      'No existe esa institución.',
    ],
    ['a date that is not one', { title: 'Mal', startedAt: 'ayer' }, 'Fecha no válida.'],
    ['an empty title', { title: ' ', startedAt: before }, 'Escribe un título.'],
  ])('refuses %s with a Spanish 400 and writes nothing', async (_name, body, message) => {
    const count = await countIncidents();
    const answer = await open(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect(await countIncidents()).toBe(count);
  });

  it('refuses a notice too short, and an unknown incident is a 404', async () => {
    const incident = (await open({ title: 'Corto', startedAt: before })).json() as Incident;
    const short = await as(operator).post(apiPaths.admin.incidentNotices(incident.id), { text: 'Hola' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Escribe el aviso (20 caracteres o más).');
    const unknown = await as(operator).get(apiPaths.admin.incidentExposure('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No existe ese incidente.');
  });
});
